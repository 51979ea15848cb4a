/**
 * Render tokens: how the export renderer's Chromium is let in to one deck's print view without any user's cookies.
 * A token names the deck and what to render, expires quickly and is signed with the session secret (HMAC-SHA256).
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

const sign = (secret: string, body: string) => createHmac('sha256', `render-token:${secret}`).update(body).digest('base64url');

/** A signed, short-lived token for the print view of one deck. */
export function signRenderToken(secret: string, grant: RenderGrant, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...grant, exp: now + RENDER_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The grant of a valid, unexpired token for this deck; null for anything else. */
export function verifyRenderToken(secret: string, token: string, deckId: number, now = Date.now()): RenderGrant | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RenderGrant & { exp: number };
    if (grant.deckId !== deckId || !(grant.exp > now)) return null;
    return { deckId: grant.deckId, notes: grant.notes === true, separateFragments: grant.separateFragments === true, controls: grant.controls === true };
  } catch {
    return null;
  }
}
