/**
 * Texting a deck to a phone (SPEC §7 POST sms): the deck's link (optionally one of its private links), or a new
 * speaker link — the phone remote of the presenter view. Only someone who may present the deck sends either (the
 * deck policy via loadDeck: 404 when they cannot see it, 403 when they may only view). Numbers must parse as a
 * valid international number (libphonenumber-js) and are sent as E.164. Each user sends at most SMS_RATE_LIMIT
 * texts a window, counted in the app's GuardStore (Redis with REDIS_URL, so across processes). The text is queued;
 * the sms job delivers it through the SMS provider.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MESSAGES, SMS_RATE_LIMIT, shareLinkUrl, type SendSmsInput, type SmsSentJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { DomainError, Invalid, LimitReached, NotFound, SignInRequired, Unavailable } from '../../domain/errors.js';
import { queueSms } from '../../jobs/sms/index.js';
import { loadDeck } from '../decks/loadDeck.js';
import { listAccessTokens } from '../sharing/accessTokens.js';
import { createSpeakerToken } from '../live/speakerTokens.js';

/** The number in E.164 (+14155550100), or null when it is not a valid international number. */
export function normalisePhone(input: string): string | null {
  const text = input.trim().replace(/^00/, '+');
  if (!text.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(text);
  return phone && phone.isValid() ? phone.number : null;
}

/** Queues the text; the E.164 number it goes to. */
export async function sendSms({ ctx, id, input }: { ctx: ServiceContext; id: number; input: SendSmsInput['sms'] }): Promise<SmsSentJson> {
  if (!ctx.user) throw new SignInRequired();
  const { deck, owner } = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'present' });
  const to = normalisePhone(input.phone);
  if (!to) throw Invalid.field('phone', MESSAGES.smsPhoneInvalid);
  const key = `sms:${ctx.user.id}`;
  if ((await ctx.guards.countRecent(key, SMS_RATE_LIMIT.windowMs)) >= SMS_RATE_LIMIT.requests) {
    throw new LimitReached(MESSAGES.smsRateLimit(SMS_RATE_LIMIT.requests), 'rate');
  }
  let text: string;
  if (input.link === 'speaker') {
    const { token } = await createSpeakerToken({ ctx, deckId: deck.id });
    text = `Your Podium phone remote for "${deck.title}": ${ctx.config.publicUrl}/d/${deck.id}/speaker/${token} — anyone with this link can control the presentation.`;
  } else {
    let token: string | null = null;
    if (input.access_token_id) {
      const link = (await listAccessTokens({ ctx, deckId: deck.id })).find((row) => row.id === input.access_token_id);
      if (!link) throw new NotFound();
      token = link.token;
    }
    const url = shareLinkUrl({ publicUrl: ctx.config.publicUrl, username: owner.username, slug: deck.slug, token });
    text = `${ctx.user.name || ctx.user.username} sent you "${deck.title}" on Podium: ${url}`;
  }
  // Counted before queueing: a failure half-way still used the quota.
  await ctx.guards.addRecent(key, SMS_RATE_LIMIT.windowMs);
  try {
    await queueSms(ctx.jobs, { to, text });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.log.error({ err: error, deckId: deck.id }, 'queueing a text message failed');
    throw new Unavailable(MESSAGES.smsFailed);
  }
  return { to, message: MESSAGES.smsSent(to) };
}
