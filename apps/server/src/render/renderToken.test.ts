import { describe, expect, it } from 'vitest';
import { RENDER_TOKEN_TTL_MS, signRenderToken, verifyRenderToken } from './renderToken.js';

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
});
