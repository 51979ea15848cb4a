/**
 * Encrypts file-storage credentials at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server secret, a
 * fresh 12-byte nonce per value, stored as `v1.<base64url(nonce | tag | ciphertext)>`. A value written under another
 * secret fails to open (the GCM tag does not verify) instead of yielding garbage.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'podium file-storage credentials v1';

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'podium', INFO, 32));
}

/** The sealed form of `plain`. */
export function seal(plain: string, serverSecret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain value of a sealed one; throws when it was not sealed with this secret or was altered. */
export function unseal(sealed: string, serverSecret: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed value');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
