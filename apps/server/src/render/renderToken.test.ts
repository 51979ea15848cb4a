import { describe, expect, it } from 'vitest';
import { RENDER_TOKEN_TTL_MS, signRenderToken, signThemeRenderToken, verifyRenderToken, verifyThemeRenderToken } from './renderToken.js';

const grant = { deckId: 7, notes: true, separateFragments: false, controls: true };

describe('render tokens', () => {
  it('lets the signed deck in until the token expires', () => {
    const token = signRenderToken('secret', grant, 1000);
    expect(verifyRenderToken('secret', token, 7, 1000 + RENDER_TOKEN_TTL_MS - 1)).toEqual(grant);
    expect(verifyRenderToken('secret', token, 7, 1000 + RENDER_TOKEN_TTL_MS)).toBeNull();
  });

  it('refuses another deck, another secret and a tampered body', () => {
    const token = signRenderToken('secret', grant);
    expect(verifyRenderToken('secret', token, 8)).toBeNull();
    expect(verifyRenderToken('other', token, 7)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, deckId: 8, exp: Date.now() + 60_000 })).toString('base64url');
    expect(verifyRenderToken('secret', `${forged}.${signature}`, 8)).toBeNull();
    expect(verifyRenderToken('secret', 'garbage', 7)).toBeNull();
  });

  it('keeps theme tokens and deck tokens apart: neither opens the other, and a theme token names one theme', () => {
    const theme = signThemeRenderToken('secret', 7, 1000);
    expect(verifyThemeRenderToken('secret', theme, 7, 1000 + RENDER_TOKEN_TTL_MS - 1)).toBe(true);
    expect(verifyThemeRenderToken('secret', theme, 7, 1000 + RENDER_TOKEN_TTL_MS)).toBe(false);
    expect(verifyThemeRenderToken('secret', theme, 8, 1000)).toBe(false);
    expect(verifyThemeRenderToken('other', theme, 7, 1000)).toBe(false);
    expect(verifyRenderToken('secret', signThemeRenderToken('secret', 7), 7)).toBeNull();
    expect(verifyThemeRenderToken('secret', signRenderToken('secret', grant), 7)).toBe(false);
  });
});
