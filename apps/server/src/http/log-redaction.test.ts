import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { loggableError, redactUrl } from './log-redaction.js';

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

describe('loggableError', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  it('keeps a failed query\'s SQL but never its parameters', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "9999999999"'), { code: '22P02' });
    const error = new DrizzleQueryError('update "users" set "password_hash" = $1 where "id" = $2', [hash, '9999999999'], cause);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('update \\"users\\" set');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('9999999999');
  });

  it('keeps the frames of an ordinary error', () => {
    const logged = loggableError(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(String(logged.stack)).toMatch(/^TypeError: boom\n\s+at /);
  });
});
