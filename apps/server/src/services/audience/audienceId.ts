/**
 * Who a member of a live audience is, without an account: a signed-in user is `u:<id>`; anyone else gets a random id
 * signed with the session secret (HMAC-SHA256), which the browser keeps and presents again on every join. A forged
 * or altered token is not taken: a new id is given instead, so an id can be reused only by whoever was given it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'audience-id';
const sign = (secret: string, id: string) => createHmac('sha256', `${PURPOSE}:${secret}`).update(id).digest('base64url');

/** The audience identity of a socket: `viewer` keys votes and limits; `token` is what the browser keeps (null for users). */
export interface AudienceIdentity {
  viewer: string;
  token: string | null;
}

/** The identity of a user, or of the browser presenting `token` (a new one when it is missing or not ours). */
export function audienceIdentity(secret: string, userId: number | null, token: string | undefined): AudienceIdentity {
  if (userId !== null) return { viewer: `u:${userId}`, token: null };
  const verified = token ? verify(secret, token) : null;
  if (verified) return { viewer: `a:${verified}`, token: token! };
  const id = randomBytes(16).toString('base64url');
  return { viewer: `a:${id}`, token: `${id}.${sign(secret, id)}` };
}

function verify(secret: string, token: string): string | null {
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
