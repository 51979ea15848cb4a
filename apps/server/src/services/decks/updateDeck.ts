/**
 * Saves deck changes against a base version. A stale base version gets 409 with the current version, so nothing
 * acknowledged is ever silently overwritten. Revisions are recorded once saves settle (jobs/revisions), not per save.
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type UpdateDeckInput } from '@podium/shared';
import { countSlides, withNotes, type DeckDocument } from '@podium/deck';
import { decks, type DeckRow, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { noteEdit } from '../revisions/editBursts.js';
import { storedDocument } from '../coedit/storedDocument.js';
import { assertCan } from '../../auth/policies.js';
import { Conflict, Invalid } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { viewOfUser } from '../users/findUser.js';
import type { ViewableDeck } from './loadDeck.js';
import { editableDeck } from './editableDeck.js';
import { deckAccessChanged } from './deckAccessChanged.js';
import { assertPlanFields, assertVisibilityAllowed, deckColumns, slugTaken, titleAndSlugErrors } from './deckFields.js';

export interface DeckUpdate {
  fields: Omit<UpdateDeckInput['deck'], 'version' | 'data'>;
  version: number;
  /** A validated document to store (already parsed from slides HTML or checked as JSON by the caller). */
  document?: unknown;
}

/** The saved row and its owner (as loaded for the save: a save changes no user). */
export interface SavedDeck {
  deck: DeckRow;
  owner: UserRow;
}

/**
 * Applies the update when the base version is current; otherwise 409 with the current version. `loaded` is the deck
 * when the caller already read it with editableDeck (which authorised the edit), so it is not read twice.
 */
export async function updateDeck(
  { ctx, id, update, loaded }: { ctx: ServiceContext; id: number; update: DeckUpdate; loaded?: ViewableDeck },
): Promise<SavedDeck> {
  const found = loaded ?? await editableDeck(ctx, id);
  const { fields } = update;

  const errors = titleAndSlugErrors(fields);
  if (Object.keys(errors).length) throw new Invalid(errors);
  // The owner's plan decides the plan-gated fields; an owner saving their own deck was loaded as the viewer already.
  const ownerView = found.viewer?.user.id === found.owner.id ? found.viewer : await viewOfUser(ctx.db, found.owner);
  if (fields.visibility !== undefined && fields.visibility !== found.deck.visibility) {
    assertCan(found.viewer, 'admin', found);
    assertVisibilityAllowed(ownerView, fields.visibility);
  }
  const look = await assertPlanFields(ctx.db, ownerView, fields, found.deck);
  const slug = fields.slug?.toLowerCase();
  if (slug && (await slugTaken(ctx.db, found.deck.userId, slug, id))) throw Invalid.field('slug', MESSAGES.taken);

  // Notes live on the slides: the API's `notes` map (slide id → text) is written into the document.
  const document = fields.notes !== undefined
    ? withNotes((update.document ?? found.deck.document) as DeckDocument, fields.notes)
    : update.document as DeckDocument | undefined;
  const changes = {
    ...look,
    ...deckColumns({ ...fields, ...(fields.title !== undefined ? { title: fields.title.trim() } : {}), ...(slug ? { slug } : {}) }),
    // A whole document replaces the snapshot and any co-editing ops not folded into it (they are in it already).
    ...(document !== undefined ? { document, slideCount: countSlides(document), snapshotVersion: null } : {}),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const [saved] = await tx.update(decks)
        .set({ ...changes, version: update.version + 1, updatedAt: new Date(), updatedById: ctx.user?.id ?? null })
        .where(and(eq(decks.id, id), eq(decks.version, update.version)))
        .returning();
      if (!saved) {
        const [current] = await tx.select({ version: decks.version }).from(decks).where(eq(decks.id, id));
        throw new Conflict(MESSAGES.staleVersion, { version: current?.version ?? null });
      }
      // Whose changes the next revision holds (services/revisions): noted with the save itself.
      if (document !== undefined && ctx.user) await noteEdit(tx as unknown as Db, id, ctx.user.id, saved.version);
      // A save of fields alone leaves co-editing ops unfolded: the answer carries the deck as it reads.
      return saved.snapshotVersion === null ? saved : { ...saved, document: await storedDocument(tx as unknown as Db, saved) };
    }).then((saved) => {
      // A new visibility changes who may read the deck: open sockets are re-checked, as after publish.json.
      if (saved.visibility !== found.deck.visibility) deckAccessChanged(ctx, id);
      else ctx.events.broadcast('deck-changed', { deckId: id });
      ctx.events.emit('deck-saved', { deckId: id, version: saved.version, userId: ctx.user?.id ?? null, content: document !== undefined });
      return { deck: saved, owner: found.owner };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Invalid.field('slug', MESSAGES.taken);
    throw error;
  }
}
