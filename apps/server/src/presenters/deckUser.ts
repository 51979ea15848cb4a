/** Turns deck_users rows (with their user) into API JSON; the invited address only for the deck's managers. */
import type { CollaboratorRole, DeckUserJson } from '@podium/shared';
import type { DeckUserRow, UserRow } from '../db/schema.js';

/** A collaborator row and the user it belongs to (null while the invitation is pending). */
export interface DeckUserWithUser {
  row: DeckUserRow;
  user: Pick<UserRow, 'id' | 'username' | 'name' | 'thumbnailUrl'> | null;
}

/** The key of a row in /decks/{id}/users/{key}.json. */
export function deckUserKey(row: Pick<DeckUserRow, 'id' | 'userId'>): string {
  return row.userId === null ? `invitation-${row.id}` : String(row.userId);
}

/** API JSON of one collaborator; `manager` adds the invited address of a pending invitation. */
export function presentDeckUser({ row, user }: DeckUserWithUser, manager: boolean): DeckUserJson {
  return {
    user_id: row.userId,
    key: deckUserKey(row),
    name: user?.name ?? null,
    username: user?.username ?? null,
    ...(manager && row.userId === null ? { email: row.email } : {}),
    thumbnail_url: user?.thumbnailUrl ?? null,
    role: row.role as CollaboratorRole,
    status: row.status,
    editing: row.editing,
    active: row.active,
    pending: row.userId === null,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
}
