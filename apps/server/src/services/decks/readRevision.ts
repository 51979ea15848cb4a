/**
 * Reads a saved revision of a deck for the revision preview: editing roles only (revisions are part of editing). The
 * deck comes with the revision's size, theme and settings when it kept them, so the preview shows what a restore gives.
 */
import { and, eq } from 'drizzle-orm';
import { loadDocument, type DeckDocument } from '@podium/deck';
import type { ServiceContext } from '../../context.js';
import { deckRevisions } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { loadDeck, type DeckRef, type ViewableDeck } from './loadDeck.js';
import { settingsColumns } from '../revisions/revisionSettings.js';

/** The deck and the document of its revision `version` (migrated on read); NotFound for viewers and unknown versions. */
export async function readRevision(
  { ctx, ref, version }: { ctx: ServiceContext; ref: DeckRef; version: number },
): Promise<{ found: ViewableDeck; document: DeckDocument }> {
  // Viewers of a public deck get 404 rather than 403, like any other hidden thing.
  const found = await loadDeck({ ctx, ref, action: 'preview_revision' });
  if (found.deck.version === version) return { found, document: found.deck.document };
  if (!Number.isSafeInteger(version) || version <= 0 || version >= 2 ** 31) throw new NotFound();
  const [revision] = await ctx.db.select({ document: deckRevisions.document, settings: deckRevisions.settings }).from(deckRevisions)
    .where(and(eq(deckRevisions.deckId, found.deck.id), eq(deckRevisions.version, version))).limit(1);
  if (!revision) throw new NotFound();
  const look = revision.settings ? settingsColumns(revision.settings) : {};
  return { found: { ...found, deck: { ...found.deck, ...look } }, document: loadDocument(revision.document) };
}
