/**
 * The deck's collaborators (SPEC §7 Deck users list, read, update, delete). Managers change roles and remove people;
 * every change is announced through deckAccessChanged, so open editor and live sockets are re-checked in every process.
 */
import { eq } from 'drizzle-orm';
import type { CollaboratorRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckUsers } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import type { DeckUserWithUser } from '../../presenters/deckUser.js';
import { collaborationDeck, deckUserByKey, deckUsersOf } from './collaborationAccess.js';

/** The collaborators a member may see (pending invitations only for managers), and whether the viewer manages them. */
export async function listDeckUsers({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<{ rows: DeckUserWithUser[]; manager: boolean }> {
  const { manager } = await collaborationDeck(ctx, deckId, 'member');
  const rows = await deckUsersOf(ctx, deckId);
  return { rows: manager ? rows : rows.filter(({ row }) => row.userId !== null), manager };
}

/** One collaborator by key. */
export async function readDeckUser({ ctx, deckId, key }: { ctx: ServiceContext; deckId: number; key: string }): Promise<{ found: DeckUserWithUser; manager: boolean }> {
  const { manager } = await collaborationDeck(ctx, deckId, 'member');
  const found = await deckUserByKey(ctx, deckId, key);
  if (!manager && found.row.userId === null) throw new NotFound();
  return { found, manager };
}

/** Gives the collaborator another role (managers only); the invited-by column records who did it. */
export async function updateDeckUser(
  { ctx, deckId, key, role }: { ctx: ServiceContext; deckId: number; key: string; role: CollaboratorRole },
): Promise<DeckUserWithUser> {
  const { actor } = await collaborationDeck(ctx, deckId, 'manage');
  const found = await deckUserByKey(ctx, deckId, key);
  const [row] = await ctx.db.update(deckUsers).set({ role, invitedById: actor.id, updatedAt: new Date() })
    .where(eq(deckUsers.id, found.row.id)).returning();
  deckAccessChanged(ctx, deckId);
  return { ...found, row: row ?? found.row };
}

/** Removes a collaborator or withdraws a pending invitation (managers only). */
export async function removeDeckUser({ ctx, deckId, key }: { ctx: ServiceContext; deckId: number; key: string }): Promise<void> {
  await collaborationDeck(ctx, deckId, 'manage');
  const found = await deckUserByKey(ctx, deckId, key);
  await ctx.db.delete(deckUsers).where(eq(deckUsers.id, found.row.id));
  deckAccessChanged(ctx, deckId);
}
