/** Identifiers: 32 lowercase hex characters, like the `data-id` hashes of saved decks. */

/** A fresh random 32-hex-character id; works in Node 20 and in browsers (Web Crypto). */
export function newId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/**
 * A deterministic 32-hex id derived from a seed and a source id.
 * Duplicating a slide must give the same block ids on every client that replays the op, so copies
 * are named from the op's new slide id instead of from randomness.
 */
export function deriveId(seed: string, source: string): string {
  // Two independent 64-bit FNV-1a lanes give 128 bits; collisions only matter within one deck.
  let a = 0xcbf29ce484222325n;
  let b = 0x84222325cbf29ce4n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  const text = `${seed}\u0000${source}`;
  for (let i = 0; i < text.length; i += 1) {
    const code = BigInt(text.charCodeAt(i));
    a = ((a ^ code) * prime) & mask;
    b = ((b ^ (code + 0x9en)) * prime) & mask;
  }
  return a.toString(16).padStart(16, '0') + b.toString(16).padStart(16, '0');
}
