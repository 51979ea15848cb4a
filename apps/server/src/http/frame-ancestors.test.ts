import { describe, expect, it } from 'vitest';
import { frameAncestors, whitelistEntrySource } from './frame-ancestors.js';

describe('frame-ancestors from an embed whitelist', () => {
  it('is unrestricted for an empty whitelist', () => {
    expect(frameAncestors('')).toBe('frame-ancestors *');
  });

  it('allows the app and each listed site, keeping scheme, wildcard and port, dropping paths', () => {
    expect(frameAncestors('https://blog.example.com/posts *.corp.example 127.0.0.1:4000'))
      .toBe("frame-ancestors 'self' https://blog.example.com *.corp.example 127.0.0.1:4000");
  });

  it('drops entries that are not hosts, so a junk-only whitelist leaves only the app', () => {
    expect(whitelistEntrySource('*')).toBeNull();
    expect(whitelistEntrySource('%%%')).toBeNull();
    expect(whitelistEntrySource('ftp://x.com')).toBeNull();
    expect(frameAncestors('* %20')).toBe("frame-ancestors 'self'");
  });
});
