/** What a socket joining a stream gets of its polls: the session's polls with counts, its own votes, and for presenters the deck's poll blocks. */
import { and, eq, inArray } from 'drizzle-orm';
import type { PollJoinJson } from '@podium/shared';
import { livePollVotes } from '../../db/schema.js';
import { deckPollBlocks, presentDeckPoll } from './pollBlocks.js';
import { pollsOfSession, withCounts } from './pollResults.js';
import type { AudienceContext, AudienceMember } from './member.js';

/** The join reply's polls for `member` in session `sessionId` (null: no session yet). */
export async function pollsOnJoin({ ctx, member, sessionId }: { ctx: AudienceContext; member: AudienceMember; sessionId: number | null }): Promise<PollJoinJson> {
  const blocks = member.moderate ? (await deckPollBlocks(ctx.db, member.deckId)).map(presentDeckPoll) : [];
  if (sessionId === null) return { polls: [], voted: {}, blocks };
  const rows = await pollsOfSession(ctx.db, sessionId);
  const ids = rows.map((row) => row.id);
  const votes = ids.length
    ? await ctx.db.select({ pollId: livePollVotes.pollId, choices: livePollVotes.choices }).from(livePollVotes)
      .where(and(eq(livePollVotes.viewer, member.viewer), inArray(livePollVotes.pollId, ids)))
    : [];
  return {
    polls: await withCounts(ctx.db, rows),
    voted: Object.fromEntries(votes.map((vote) => [vote.pollId, vote.choices])),
    blocks,
  };
}
