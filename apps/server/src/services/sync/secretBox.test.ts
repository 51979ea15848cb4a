import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secretBox.js';
import { folderPath } from './providers/webdav/index.js';

describe('secretBox (AES-256-GCM with a key derived from the server secret)', () => {
  it('round-trips, with a fresh nonce each time and no plain text in the sealed value', () => {
    const a = seal('app-token-123', 'server secret');
    const b = seal('app-token-123', 'server secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-token');
    expect(unseal(a, 'server secret')).toBe('app-token-123');
  });

  it('refuses a value sealed under another secret or altered', () => {
    const sealed = seal('app-token-123', 'server secret');
    expect(() => unseal(sealed, 'another secret')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => unseal(`v1.${raw.toString('base64url')}`, 'server secret')).toThrow();
  });
});

describe('WebDAV folder paths', () => {
  it('stay inside the storage', () => {
    expect(folderPath('/Podium//decks/')).toBe('Podium/decks');
    expect(folderPath('../../etc')).toBe('etc');
    expect(folderPath('a\\..\\b')).toBe('a/b');
    expect(folderPath('')).toBe('');
  });
});
