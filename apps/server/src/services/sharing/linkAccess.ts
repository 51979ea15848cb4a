/**
 * Share links in use: looking up the `?token=` of a request, the signed cookie that remembers unlocked password links
 * for the browser session, and counting link views on the queue (first view e-mails the owner when asked to).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices, LinkCredentials, ServiceContext } from '../../context.js';
import { accessTokens, type AccessTokenRow } from '../../db/schema.js';
import type { LinkAccess } from '../../auth/policies.js';
import { safeEqual, sign } from '../../auth/tokens.js';
import { linkViewedMail } from '../../mail/templates.js';

export const LINK_UNLOCK_COOKIE = 'podium_links';
/**
 * A random id the server gives a browser that opens a share link (HttpOnly, a year): link views count browsers by it,
 * so three people behind one address are three views. Without it (cookies refused), address + user agent stand in.
 */
export const VIEWER_COOKIE = 'podium_viewer';
export const VIEWER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** What a viewer id looks like (the server mints 22 base64url characters); anything else is ignored. */
const VIEWER_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The viewer id of a cookie value, or null when absent or not one the server could have minted. */
export function viewerIdOf(cookie: string | undefined): string | null {
  return cookie && VIEWER_ID.test(cookie) ? cookie : null;
}

/**
 * Who is viewing, for counting views once each: the viewer id when the browser has one, else address + user agent;
 * hashed to bound the key's size.
 */
export function viewerKey(who: { viewerId?: string | null; address: string; userAgent: string }): string {
  const source = who.viewerId ? `viewer\n${who.viewerId}` : `browser\n${who.address}\n${who.userAgent}`;
  return createHash('sha256').update(source).digest('base64url');
}

/** Unlocks kept per browser; the oldest fall off first. */
const MAX_UNLOCKS = 20;
/** A browser counts as one view of a link for this long (reloads and refetches are not new views). */
const VIEW_DEDUPE_MS = 30 * 60 * 1000;

/** The link's unlock proof: bound to the current password hash, so changing the password locks the link again. */
function unlockSignature(secret: string, row: Pick<AccessTokenRow, 'id' | 'passwordHash'>): string {
  return sign(secret, `link-unlock:${row.id}:${row.passwordHash ?? ''}`);
}

/** Whether the unlock cookie holds a valid proof for this password link. */
function isUnlocked(secret: string, cookie: string | undefined, row: AccessTokenRow): boolean {
  if (!cookie) return false;
  const expected = `${row.id}.${unlockSignature(secret, row)}`;
  return cookie.split('~').some((entry) => safeEqual(entry, expected));
}

/** The cookie value after unlocking this link (previous unlocks kept, newest last, at most MAX_UNLOCKS). */
export function withUnlock(secret: string, cookie: string | undefined, row: AccessTokenRow): string {
  const others = (cookie ?? '').split('~').filter((entry) => entry && !entry.startsWith(`${row.id}.`));
  return [...others, `${row.id}.${unlockSignature(secret, row)}`].slice(-MAX_UNLOCKS).join('~');
}

/** Share link credentials: the link's token (ignored unless a plausible string), the unlock cookie and who asks. */
export function linkCredentials(
  token: unknown, unlocks: string | undefined, address: string, userAgent: string, viewerId: string | null = null,
): LinkCredentials {
  return { token: typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null, unlocks, address, userAgent, viewerId };
}

/** Finds a link by its token. */
export async function findLinkByToken(ctx: ServiceContext, token: string): Promise<AccessTokenRow | null> {
  const [row] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.token, token)).limit(1);
  return row ?? null;
}

/** The request's share link for this deck, or null when it carries none (or one for another deck). */
export async function resolveLink(ctx: ServiceContext, deckId: number): Promise<LinkAccess | null> {
  const token = ctx.link?.token;
  if (!token) return null;
  const row = await findLinkByToken(ctx, token);
  if (!row || row.deckId !== deckId) return null;
  return {
    tokenId: row.id, deckId: row.deckId, linkType: row.linkType, embedOnly: row.embedOnly,
    locked: Boolean(row.passwordHash) && !isUnlocked(ctx.config.sessionSecret, ctx.link?.unlocks, row),
  };
}

/** The embed whitelist of the request's link for this deck ('' when unrestricted or without a link). */
export async function linkWhitelist(ctx: ServiceContext, deckId: number): Promise<string> {
  const token = ctx.link?.token;
  if (!token) return '';
  const row = await findLinkByToken(ctx, token);
  return row && row.deckId === deckId ? row.embedDomainWhitelist : '';
}

/** The queue job that counts a link view (defined in jobs/linkViews). */
export const LINK_VIEW_JOB = 'record-link-view';

/**
 * A view of the request's link: new once per viewer (viewerKey) per half hour (claimed here, in the app's GuardStore —
 * Redis with REDIS_URL, so a reload served by another process is not a new view either), then counted by the link-view
 * job. Failures are logged, never shown to the viewer.
 */
export async function countLinkView(ctx: ServiceContext, link: LinkAccess): Promise<void> {
  try {
    const viewer = viewerKey({ viewerId: ctx.link?.viewerId, address: ctx.link?.address ?? '', userAgent: ctx.link?.userAgent ?? '' });
    if (!(await ctx.guards.claim(`link-view:${link.tokenId}:${viewer}`, VIEW_DEDUPE_MS))) return;
    await ctx.jobs.send(LINK_VIEW_JOB, { tokenId: link.tokenId });
  } catch (error) {
    ctx.log.error({ err: error, tokenId: link.tokenId }, 'recording a link view failed');
  }
}

/**
 * The link-view job's work: counts one view, sets first_viewed_at on the first one and then e-mails the owner when
 * the link asks for it. Both counts are one transaction, so a retried run after a failure counts once.
 */
export async function recordLinkView(services: AppServices, tokenId: number): Promise<void> {
  const first = await services.db.transaction(async (tx) => {
    // Claiming first_viewed_at with a conditional update makes exactly one view the first, even when two race.
    const [claimed] = await tx.update(accessTokens).set({ firstViewedAt: new Date() })
      .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.firstViewedAt)))
      .returning({ name: accessTokens.name, notifyOnView: accessTokens.notifyOnView, deckId: accessTokens.deckId });
    await tx.update(accessTokens).set({ deckViewCount: sql`${accessTokens.deckViewCount} + 1` }).where(eq(accessTokens.id, tokenId));
    return claimed;
  });
  if (!first?.notifyOnView) return;
  const found = await services.decks.get(first.deckId, true);
  if (!found) return;
  const url = `${services.config.publicUrl}/${found.owner.username}/${found.deck.slug}`;
  await services.mailer.send({ to: found.owner.email, ...linkViewedMail({ deckTitle: found.deck.title, linkName: first.name, url }) });
}
