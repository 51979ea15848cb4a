/** Password hashing with argon2id (OWASP-recommended parameters are @node-rs/argon2's defaults). */
import { hash, verify } from '@node-rs/argon2';

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored hash; false for malformed hashes instead of throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the user does not exist, so timing does not reveal accounts. */
export const DUMMY_HASH_PROMISE = hash('podium-timing-equaliser');
