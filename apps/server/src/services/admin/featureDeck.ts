/** Features a public deck on /explore, or stops featuring it (`npm run admin -- feature|unfeature USER/SLUG`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decks, featuredDecks } from '../../db/schema.js';
import { OperatorError, requireUser } from './operatorError.js';

async function deckAt(db: Db, path: string) {
  const [username, slug, ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (!username || !slug || rest.length) throw new OperatorError(`Name the deck as USER/SLUG, e.g. alice/my-talk (got "${path}").`);
  const user = await requireUser(db, username);
  const [deck] = await db.select().from(decks).where(and(eq(decks.userId, user.id), eq(decks.slug, slug.toLowerCase())));
  if (!deck) throw new OperatorError(`No deck "${slug}" by ${user.username}.`);
  return { deck, user };
}

/** Features the deck; explore shows it while it stays public and active. */
export async function featureDeck(db: Db, path: string) {
  const { deck, user } = await deckAt(db, path);
  if (deck.visibility !== 'all' || deck.lifecycle !== 'active') throw new OperatorError(`${user.username}/${deck.slug} is not public: only public decks can be featured.`);
  await db.insert(featuredDecks).values({ deckId: deck.id }).onConflictDoUpdate({ target: featuredDecks.deckId, set: { featuredAt: new Date() } });
  return { deck, user };
}

/** Stops featuring the deck. */
export async function unfeatureDeck(db: Db, path: string) {
  const { deck, user } = await deckAt(db, path);
  await db.delete(featuredDecks).where(eq(featuredDecks.deckId, deck.id));
  return { deck, user };
}
