/**
 * team/decks (the team's internal decks: visibility team, active, owners active members) and team/search (those
 * decks through full-text search, and the team's members by a term). Members read both; what they list is what deckRoleOf lets a member see.
 */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH, MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { decks, memberships, users, type TeamRow, type UserRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { DECK_CARD_COLUMNS, type DeckCardRow } from '../decks/listDecks.js';
import { teamScope } from './teamScope.js';
import { searchDecks, type SearchHit } from '../search/searchDecks.js';
import { teamSearchScope } from '../search/teamSearchScope.js';
import { membersOf, type MemberRow } from './members.js';

export interface TeamDeck { deck: DeckCardRow; owner: UserRow }

/** One page of the team's internal decks, newest change first. */
async function teamDeckPage(ctx: ServiceContext, team: TeamRow, page: number): Promise<{ results: TeamDeck[]; total: number }> {
  const conditions: SQL[] = [
    eq(memberships.teamId, team.id), eq(memberships.status, 'active'), isNull(users.deactivatedAt),
    eq(decks.lifecycle, 'active'), eq(decks.visibility, 'team'),
  ];
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db.select({ deck: DECK_CARD_COLUMNS, owner: users }).from(decks)
      .innerJoin(users, eq(users.id, decks.userId)).innerJoin(memberships, eq(memberships.userId, users.id))
      .where(where).orderBy(desc(decks.updatedAt), desc(decks.id))
      .limit(DECKS_PAGE_LENGTH).offset((Math.max(1, page) - 1) * DECKS_PAGE_LENGTH),
    ctx.db.select({ total: count() }).from(decks)
      .innerJoin(users, eq(users.id, decks.userId)).innerJoin(memberships, eq(memberships.userId, users.id)).where(where),
  ]);
  return { results: rows, total: totalRow?.total ?? 0 };
}

/** GET team/decks. */
export async function listTeamDecks({ ctx, hostTeam, page }: { ctx: ServiceContext; hostTeam: TeamRow | null; page: number }) {
  const { team } = await teamScope(ctx, hostTeam, 'read');
  return teamDeckPage(ctx, team, page);
}

/**
 * GET team/search?q=: the team's internal decks through deck full-text search (the same ranking and highlights,
 * narrowed by teamSearchScope), and its active members who match by name, username or e-mail.
 */
export async function searchTeam(
  { ctx, hostTeam, q, page = 1 }: { ctx: ServiceContext; hostTeam: TeamRow | null; q: string; page?: number },
): Promise<{ decks: SearchHit[]; total: number; members: MemberRow[] }> {
  if (!q.trim()) throw Invalid.field('q', MESSAGES.searchTermMissing);
  const { team } = await teamScope(ctx, hostTeam, 'read');
  const [found, members] = await Promise.all([
    searchDecks({ ctx, term: q, page, scope: teamSearchScope(team.id) }), membersOf(ctx, team.id, q, 1),
  ]);
  return { decks: found.results, total: found.total, members: members.results.filter((m) => m.membership.status === 'active') };
}
