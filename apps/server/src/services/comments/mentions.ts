/**
 * @mentions in comments e-mail the people named, through the mail job, with a link to the slide. Only people who may
 * see the deck are mailed: each one's access is decided by the same loader and policy as their own request would be
 * (no share link counts: a mention must not leak a deck to someone who only could open it with a link they lack).
 */
import { mentionedUsernames } from '@podium/shared';
import { inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { users, type UserRow } from '../../db/schema.js';
import { isNoAccess } from '../../domain/errors.js';
import { commentMentionMail } from '../../mail/commentMentionMail.js';
import { loadDeck, type ViewableDeck } from '../decks/loadDeck.js';

/** At most this many people are mailed per comment (a message of 1000 characters could name ~300). */
export const MENTIONS_PER_COMMENT = 20;

interface MentionInput {
  ctx: ServiceContext & { user: UserRow };
  deck: ViewableDeck;
  message: string;
  /** The message before an edit: people it already mentioned are not mailed again. */
  previous?: string;
  /** Where the comment is: `#/h/v` of its slide. */
  position: { h: number; v: number };
}

/** Mails the people newly mentioned who may see the deck; returns their usernames. Never throws: the comment stands. */
export async function notifyMentions({ ctx, deck, message, previous, position }: MentionInput): Promise<string[]> {
  try {
    const before = new Set(previous ? mentionedUsernames(previous) : []);
    const names = mentionedUsernames(message).filter((name) => !before.has(name) && name !== ctx.user.username.toLowerCase())
      .slice(0, MENTIONS_PER_COMMENT);
    if (!names.length) return [];
    const people = await ctx.db.select().from(users).where(inArray(users.username, names));
    const allowed = (await Promise.all(people.map(async (person) => ((await maySee(ctx, deck.deck.id, person)) ? person : null))))
      .filter((person): person is UserRow => person !== null);
    const anchor = position.h || position.v ? `#/${position.h}${position.v ? `/${position.v}` : ''}` : '';
    const url = `${ctx.config.publicUrl}/${deck.owner.username}/${deck.deck.slug}/review${anchor}`;
    const mail = commentMentionMail({ author: ctx.user.name || ctx.user.username, deckTitle: deck.deck.title, message, url });
    await Promise.all(allowed.map((person) => ctx.mailer.send({ to: person.email, ...mail })));
    return allowed.map((person) => person.username);
  } catch (error) {
    ctx.log.error({ err: error, deckId: deck.deck.id }, 'mailing comment mentions failed');
    return [];
  }
}

/** Whether this person may read the deck themselves (signed in as them, no share link, an active account). */
async function maySee(ctx: ServiceContext, deckId: number, person: UserRow): Promise<boolean> {
  if (person.deactivatedAt) return false;
  try {
    await loadDeck({ ctx: { ...ctx, user: person, link: undefined }, ref: { id: deckId } });
    return true;
  } catch (error) {
    if (isNoAccess(error)) return false;
    throw error;
  }
}
