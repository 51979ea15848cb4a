/**
 * "Shared with me" (SPEC §2 decks_shared_with_me): active decks of other (active) owners the signed-in user
 * collaborates on, most recently invited first, with the role each gives them.
 */
import { sql } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH, type DeckRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { queryRows } from '../../db/rows.js';
import { SignInRequired } from '../../domain/errors.js';
import { cardFromRow, DECK_CARD_SQL, type DeckCardSqlRow } from '../../infra/sql/deckCardSql.js';

/** One page of the decks shared with the signed-in user and their total. */
export async function listSharedWithMe({ ctx, page }: { ctx: ServiceContext; page: number }) {
  if (!ctx.user) throw new SignInRequired();
  const from = sql`FROM deck_users du JOIN decks d ON d.id = du.deck_id JOIN users u ON u.id = d.user_id
    WHERE du.user_id = ${ctx.user.id} AND d.user_id <> ${ctx.user.id} AND d.lifecycle = 'active' AND u.deactivated_at IS NULL`;
  const [rows, [count]] = await Promise.all([
    queryRows<DeckCardSqlRow & { collaborator_role: DeckRole }>(ctx.db, sql`SELECT ${DECK_CARD_SQL}, du.role AS collaborator_role ${from}
      ORDER BY du.created_at DESC, du.id DESC LIMIT ${DECKS_PAGE_LENGTH} OFFSET ${(Math.max(1, page) - 1) * DECKS_PAGE_LENGTH}`),
    queryRows<{ total: number | string }>(ctx.db, sql`SELECT count(*) AS total ${from}`),
  ]);
  return { results: rows.map((row) => ({ ...cardFromRow(row), role: row.collaborator_role })), total: Number(count?.total ?? 0) };
}
