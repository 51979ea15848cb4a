/**
 * Who may see and run a deck's collaborators: its managers (owner, admin) manage them; collaborators and editors see
 * the list. Always through loadDeck, so the one policy decides; share links grant nothing here.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { assertCan, can } from '../../auth/policies.js';
import { deckUsers, users, type UserRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { loadDeck, type ViewableDeck } from '../decks/loadDeck.js';
import type { DeckUserWithUser } from '../../presenters/deckUser.js';

const isDbId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;

/** The deck for a signed-in actor, with whether they manage it. */
export interface CollaborationDeck extends ViewableDeck {
  actor: UserRow;
  manager: boolean;
}

/** Loads the deck for `need`: 'manage' (owner/admin), 'member' (managers, collaborators, editors) or 'read'. */
export async function collaborationDeck(ctx: ServiceContext, deckId: number, need: 'manage' | 'member' | 'read'): Promise<CollaborationDeck> {
  if (!ctx.user) throw new SignInRequired();
  const found = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id: deckId }, fresh: true });
  if (need === 'manage') assertCan(found.viewer, 'admin', found);
  if (need === 'member') assertCan(found.viewer, 'see_collaborators', found);
  return { ...found, actor: ctx.user, manager: can(found.viewer, 'admin', found) };
}

/** Every collaborator row of the deck with its user, oldest first. */
export async function deckUsersOf(ctx: ServiceContext, deckId: number): Promise<DeckUserWithUser[]> {
  const rows = await ctx.db.select({ row: deckUsers, user: { id: users.id, username: users.username, name: users.name, thumbnailUrl: users.thumbnailUrl } })
    .from(deckUsers).leftJoin(users, eq(users.id, deckUsers.userId))
    .where(eq(deckUsers.deckId, deckId)).orderBy(deckUsers.createdAt, deckUsers.id);
  return rows;
}

/** The row named by a /users/{key}.json key (a user id or `invitation-{id}`); NotFound when there is none. */
export async function deckUserByKey(ctx: ServiceContext, deckId: number, key: string): Promise<DeckUserWithUser> {
  const match = /^(?:(\d{1,10})|invitation-(\d{1,10}))(?:\.json)?$/.exec(key);
  const id = Number(match?.[1] ?? match?.[2]);
  if (!match || !isDbId(id)) throw new NotFound();
  const column = match[1] ? deckUsers.userId : deckUsers.id;
  const [found] = await ctx.db.select({ row: deckUsers, user: { id: users.id, username: users.username, name: users.name, thumbnailUrl: users.thumbnailUrl } })
    .from(deckUsers).leftJoin(users, eq(users.id, deckUsers.userId))
    .where(and(eq(deckUsers.deckId, deckId), eq(column, id))).limit(1);
  if (!found || (match[2] && found.row.userId !== null)) throw new NotFound();
  return found;
}
