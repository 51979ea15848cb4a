/** Random tokens and their stored digests: cookies and e-mailed links carry the token, the database keeps the digest. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 digest under which a token is stored. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** HMAC-SHA256 of a value under the server secret. */
export function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The link token of a team or deck invitation: derived from its id under the server secret, so every mail of one
 * invitation (a resend too) carries the same link.
 */
export function invitationToken(config: { sessionSecret: string }, kind: 'team' | 'deck', id: number): string {
  return sign(config.sessionSecret, `${kind}-invitation:${id}`);
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
