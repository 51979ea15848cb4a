/**
 * What a collaborator does for themself (SPEC §7 Deck users become_editor, update_last_seen_at, leave_deck) and
 * make_collaborative. Presence fields (status, editing, active, last seen) live on the collaborator's own row.
 */
import { and, eq } from 'drizzle-orm';
import { COLLABORATOR_MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckUsers, decks, type DeckUserRow } from '../../db/schema.js';
import { assertCan } from '../../auth/policies.js';
import { Invalid, NotFound } from '../../domain/errors.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import { collaborationDeck } from './collaborationAccess.js';

/** Marks the actor as editing the deck (they must be allowed to edit); their row, or null for the owner or a team role. */
export async function becomeEditor({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<DeckUserRow | null> {
  const found = await collaborationDeck(ctx, deckId, 'read');
  assertCan(found.viewer, 'edit', found);
  return touchOwnRow(ctx, deckId, found.actor.id, { editing: true });
}

/** Records that the actor is in the deck now (viewing, active); their row, or null when they have none. */
export async function updateLastSeenAt({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<DeckUserRow | null> {
  const found = await collaborationDeck(ctx, deckId, 'read');
  return touchOwnRow(ctx, deckId, found.actor.id, {});
}

/** The actor stops collaborating on the deck (the owner cannot leave their own deck). */
export async function leaveDeck({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<void> {
  const found = await collaborationDeck(ctx, deckId, 'read');
  if (found.role === 'owner') throw Invalid.field('deck_user', COLLABORATOR_MESSAGES.ownerIsNotCollaborator);
  const removed = await ctx.db.delete(deckUsers)
    .where(and(eq(deckUsers.deckId, deckId), eq(deckUsers.userId, found.actor.id))).returning({ id: deckUsers.id });
  if (removed.length === 0) throw new NotFound();
  deckAccessChanged(ctx, deckId);
}

/** Turns collaboration on for the deck (managers only); idempotent. */
export async function makeCollaborative({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<{ id: number; collaborative: true }> {
  await collaborationDeck(ctx, deckId, 'manage');
  await ctx.db.update(decks).set({ collaborative: true }).where(eq(decks.id, deckId));
  ctx.events.broadcast('deck-changed', { deckId });
  return { id: deckId, collaborative: true };
}

async function touchOwnRow(ctx: ServiceContext, deckId: number, userId: number, extra: Partial<DeckUserRow>): Promise<DeckUserRow | null> {
  const [row] = await ctx.db.update(deckUsers)
    .set({ ...extra, status: 'viewing', active: true, lastSeenAt: new Date() })
    .where(and(eq(deckUsers.deckId, deckId), eq(deckUsers.userId, userId))).returning();
  return row ?? null;
}
