// @mentions: usernames after a space or punctuation, distinct and lowercased; e-mail addresses are not mentions.
import { describe, expect, it } from 'vitest';
import { CreateCommentInput, mentionedUsernames } from './comments.js';

describe('mentionedUsernames', () => {
  it('finds each @username once, lowercased, in order', () => {
    expect(mentionedUsernames('@Alice see this, (@bob_2) and @alice again; cc:@carol-x.')).toEqual(['alice', 'bob_2', 'carol-x']);
  });

  it('ignores e-mail addresses, lone @ and too-short names', () => {
    expect(mentionedUsernames('mail me at dan@example.com or @ or @a')).toEqual([]);
  });
});

describe('CreateCommentInput', () => {
  it('takes 1000 characters, refuses 1001 and blank messages, and unknown fields', () => {
    const ok = CreateCommentInput.safeParse({ comment: { message: 'x'.repeat(1000), slide_hash: 'abc' } });
    expect(ok.success).toBe(true);
    expect(CreateCommentInput.safeParse({ comment: { message: 'x'.repeat(1001), slide_hash: 'abc' } }).success).toBe(false);
    expect(CreateCommentInput.safeParse({ comment: { message: ' \n ', slide_hash: 'abc' } }).success).toBe(false);
    expect(CreateCommentInput.safeParse({ comment: { message: 'hi', slide_hash: 'abc', user_id: 3 } }).success).toBe(false);
  });
});
