import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides share, reset and deck tokens in the query, keeping other parameters', () => {
    expect(redactUrl('/ann/deck?style=dark&token=abc123#/2')).toBe('/ann/deck?style=dark&token=[redacted]#/2');
    expect(redactUrl('/users/password/edit?token=s3cret')).toBe('/users/password/edit?token=[redacted]');
    expect(redactUrl('/api/v1/decks/9/stream.json?deck_token=xyz&x=1')).toBe('/api/v1/decks/9/stream.json?deck_token=[redacted]&x=1');
  });

  it('hides the speaker token in the path', () => {
    expect(redactUrl('/d/12/speaker/AbCdEf?x=1')).toBe('/d/12/speaker/[redacted]?x=1');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/ann/my-tokens-deck?tokenizer=1')).toBe('/ann/my-tokens-deck?tokenizer=1');
  });
});
