/**
 * Render tokens: how the export renderer's Chromium is let in to one deck's print view (or one theme's sample slide,
 * for its thumbnail) without any user's cookies. A token names the deck or theme and what to render, expires quickly
 * and is signed with the session secret (HMAC-SHA256); deck and theme tokens are signed with different keys, so one
 * can never stand in for the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for Chromium to load the page and its assets; the PDF itself is captured from the loaded page. */
export const RENDER_TOKEN_TTL_MS = 2 * 60 * 1000;

export interface RenderGrant {
  deckId: number;
  notes: boolean;
  separateFragments: boolean;
  controls: boolean;
}

const sign = (secret: string, body: string, purpose = 'render-token') => createHmac('sha256', `${purpose}:${secret}`).update(body).digest('base64url');
const THEME_PURPOSE = 'theme-render-token';

/** The payload of a signed token with a valid signature, or null. */
function payloadOf(secret: string, token: string, purpose?: string): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body, purpose));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? payload as Record<string, unknown> : null;
  } catch {
    return null;
  }
}

/** A signed, short-lived token for the print view of one deck. */
export function signRenderToken(secret: string, grant: RenderGrant, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...grant, exp: now + RENDER_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The grant of a valid, unexpired token for this deck; null for anything else. */
export function verifyRenderToken(secret: string, token: string, deckId: number, now = Date.now()): RenderGrant | null {
  const grant = payloadOf(secret, token);
  if (!grant || grant.deckId !== deckId || !((grant.exp as number) > now)) return null;
  return { deckId, notes: grant.notes === true, separateFragments: grant.separateFragments === true, controls: grant.controls === true };
}

/** A signed, short-lived token for the sample slide of one theme (its thumbnail). */
export function signThemeRenderToken(secret: string, themeId: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ themeId, exp: now + RENDER_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(secret, body, THEME_PURPOSE)}`;
}

/** Whether the token is a valid, unexpired theme token for this theme. */
export function verifyThemeRenderToken(secret: string, token: string, themeId: number, now = Date.now()): boolean {
  const grant = payloadOf(secret, token, THEME_PURPOSE);
  return !!grant && grant.themeId === themeId && (grant.exp as number) > now;
}
