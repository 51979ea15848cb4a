/**
 * team/search's filter on deck search: the team's internal decks, i.e. visibility team, active, owned by
 * an active member of the team. It narrows what the viewer may find (the deck policy still applies in searchSql), so a
 * member of team A never finds team B's decks. Over `d` (the deck) and `u` (its owner), as searchSql names them.
 */
import { sql, type SQL } from 'drizzle-orm';

export function teamSearchScope(teamId: number): SQL {
  return sql`d.visibility = 'team' AND d.lifecycle = 'active' AND u.team_id = ${teamId} AND u.deactivated_at IS NULL
    AND EXISTS (SELECT 1 FROM memberships tm WHERE tm.team_id = ${teamId} AND tm.user_id = u.id AND tm.status = 'active')`;
}
