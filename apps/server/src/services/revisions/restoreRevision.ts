/**
 * Restores a revision: the deck's current content is recorded as a revision first (so the restore can itself be
 * undone from the history), then the revision's document and settings (size, theme, transitions…: revisionSettings.ts)
 * are saved as a new version through the one save path (updateDeck), against the version the client saw: if the deck
 * moved meanwhile, 409 and nothing changes. A revision recorded before settings were kept restores its slides only.
 */
import { and, eq } from 'drizzle-orm';
import { REVISION_MESSAGES } from '@podium/shared';
import { loadDocument } from '@podium/deck';
import type { ServiceContext } from '../../context.js';
import { deckRevisions } from '../../db/schema.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { updateDeck, type SavedDeck } from '../decks/updateDeck.js';
import { editableDeck } from '../decks/editableDeck.js';
import { recordRevision } from './recordRevision.js';
import { settingsToRestore } from './revisionSettings.js';

/** Restores revision `revisionId` over the deck at `version`; returns the saved deck and its owner. */
export async function restoreRevision(
  { ctx, id, revisionId, version }: { ctx: ServiceContext; id: number; revisionId: number; version: number },
): Promise<SavedDeck> {
  const found = await editableDeck(ctx, id);
  const { deck } = found;
  const [revision] = await ctx.db.select({ document: deckRevisions.document, settings: deckRevisions.settings }).from(deckRevisions)
    .where(and(eq(deckRevisions.id, revisionId), eq(deckRevisions.deckId, id))).limit(1);
  if (!revision) throw new NotFound();
  if (deck.version !== version) throw new Conflict(REVISION_MESSAGES.revisionDeckMoved, { version: deck.version });
  await recordRevision(ctx.db, deck, { userId: ctx.user!.id });
  try {
    const fields = revision.settings ? await settingsToRestore(ctx.db, revision.settings, deck) : {};
    const saved = await updateDeck({ ctx, id, update: { fields, version, document: loadDocument(revision.document) }, loaded: found });
    await recordRevision(ctx.db, saved.deck, { userId: ctx.user!.id });
    return saved;
  } catch (error) {
    // Saved by someone else between the check and the write: same answer, with the restore's message.
    if (error instanceof Conflict) throw new Conflict(REVISION_MESSAGES.revisionDeckMoved, error.current);
    throw error;
  }
}
