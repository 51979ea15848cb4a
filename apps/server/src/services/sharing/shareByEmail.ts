/**
 * E-mailing a deck (SPEC §7 deck_shares): signed-in users who may read the deck; on a private or internal deck only
 * its managers (a team member there gets no e-mail sharing, SPEC §6). One message per recipient, so nobody sees the
 * other addresses; one request per user at a time. The link carries the chosen private link's token. Against spam:
 * the subject names the sender's username and the deck (never text they type for it), recipients are capped per request and per day by plan, and each deck per hour.
 */
import {
  EMAIL_SHARE_CAPS, EMAIL_SHARE_DECK_LIMIT, MESSAGES, parseEmailRecipients, shareLinkUrl, validateEmailShare, type DeckShareInput,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { DomainError, Invalid, LimitReached, NotFound, SignInRequired, Unavailable } from '../../domain/errors.js';
import { deckShareMail } from '../../mail/templates.js';
import { loadDeck } from '../decks/loadDeck.js';
import { listAccessTokens } from './accessTokens.js';

/** How long a send may hold the user's slot before another is let through (a process that dies mid-send frees it). */
const SEND_LOCK_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends the share e-mails; the number of recipients on success. */
export async function shareByEmail({ ctx, id, input }: { ctx: ServiceContext; id: number; input: DeckShareInput['deck_share'] }): Promise<number> {
  if (!ctx.user) throw new SignInRequired();
  const userId = ctx.user.id;
  const { deck, owner } = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'share_by_email' });
  const errors = validateEmailShare({ from: input.from, to: input.emails, body: input.body });
  if (Object.keys(errors).length) {
    throw new Invalid(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'to' ? 'emails' : field, [message]])));
  }
  const recipients = [...new Set(parseEmailRecipients(input.emails).map((to) => to.toLowerCase()))];
  const caps = EMAIL_SHARE_CAPS[ctx.user.accountType];
  if (recipients.length > caps.perRequest) throw Invalid.field('emails', MESSAGES.emailShareTooManyRecipients(caps.perRequest));
  let token: string | null = null;
  if (input.access_token_id) {
    const link = (await listAccessTokens({ ctx, deckId: id })).find((row) => row.id === input.access_token_id);
    if (!link) throw new NotFound();
    token = link.token;
  }
  // Held in the app's GuardStore (Redis with REDIS_URL), so the rule holds across server processes.
  const lockKey = `email-share:${userId}`;
  const holder = await ctx.guards.claim(lockKey, SEND_LOCK_MS);
  if (!holder) throw new LimitReached(MESSAGES.emailShareBusy, 'rate');
  try {
    // Checked under the user's lock, so two requests cannot both pass the daily count.
    await assertWithinRates(ctx, id, recipients.length, caps.perDay);
    const url = shareLinkUrl({ publicUrl: ctx.config.publicUrl, username: owner.username, slug: deck.slug, token });
    const message = deckShareMail({ sender: ctx.user.username, from: input.from, deckTitle: deck.title, body: input.body, url });
    await ctx.guards.addRecent(`email-share-deck:${id}`, EMAIL_SHARE_DECK_LIMIT.windowMs);
    for (const to of recipients) {
      // Counted before sending: a failure half-way still used the quota of what went out.
      await ctx.guards.addRecent(`email-share-day:${userId}`, DAY_MS);
      // Replies go to the person who shared the deck, not to the product's no-reply sender.
      await ctx.mailer.send({ to, replyTo: ctx.user.email, ...message });
    }
    return recipients.length;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.log.error({ err: error, deckId: id }, 'sending a deck share e-mail failed');
    throw new Unavailable(MESSAGES.failedToSendEmail);
  } finally {
    // The mails went out (or failed) already: a release that fails must not change the answer; the lock expires anyway.
    await ctx.guards.release(lockKey, holder).catch((error: unknown) => ctx.log.warn({ err: error }, 'releasing the e-mail share lock failed'));
  }
}

/** 429 when this deck was shared too often in the last hour or the user would pass their daily recipient cap. */
async function assertWithinRates(ctx: ServiceContext, deckId: number, count: number, perDay: number): Promise<void> {
  const deckShares = await ctx.guards.countRecent(`email-share-deck:${deckId}`, EMAIL_SHARE_DECK_LIMIT.windowMs);
  if (deckShares >= EMAIL_SHARE_DECK_LIMIT.requests) throw new LimitReached(MESSAGES.emailShareDeckLimit, 'rate');
  const sentToday = await ctx.guards.countRecent(`email-share-day:${ctx.user!.id}`, DAY_MS);
  if (sentToday + count > perDay) throw new LimitReached(MESSAGES.emailShareDailyLimit(perDay), 'rate');
}
