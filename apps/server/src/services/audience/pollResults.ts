/** Reading polls with their counts (from live_poll_votes, the one record of votes) and sending them to a stream. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { POLL_EVENTS, type LivePollJson } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { queryRows } from '../../db/rows.js';
import { livePolls, livePollVotes, liveSessions, type LivePollRow } from '../../db/schema.js';
import { presentPoll, type PollCounts } from '../../presenters/polls.js';
import { rooms } from '../../infra/live/liveHub.js';

type Db = AppServices['db'];

/** The counts of `polls`: voters and votes per option of each. */
export async function countsOf(db: Db, pollIds: number[]): Promise<Map<number, PollCounts>> {
  const counts = new Map<number, PollCounts>(pollIds.map((id) => [id, { voters: 0, perOption: new Map() }]));
  if (!pollIds.length) return counts;
  const [voters, perOption] = await Promise.all([
    db.select({ pollId: livePollVotes.pollId, n: sql<number>`count(*)::int` }).from(livePollVotes)
      .where(inArray(livePollVotes.pollId, pollIds)).groupBy(livePollVotes.pollId),
    queryRows<{ poll_id: number; choice: number; n: number }>(db, sql`
      select ${livePollVotes.pollId} as poll_id, choice, count(*)::int as n
      from ${livePollVotes}, unnest(${livePollVotes.choices}) as choice
      where ${inArray(livePollVotes.pollId, pollIds)} group by 1, 2`),
  ]);
  for (const row of voters) counts.get(row.pollId)!.voters = Number(row.n);
  for (const row of perOption) counts.get(Number(row.poll_id))?.perOption.set(Number(row.choice), Number(row.n));
  return counts;
}

/** Polls as JSON with their counts. */
export async function withCounts(db: Db, rows: LivePollRow[]): Promise<LivePollJson[]> {
  const counts = await countsOf(db, rows.map((row) => row.id));
  return rows.map((row) => presentPoll(row, counts.get(row.id)!));
}

/** The polls of a session, oldest first. */
export async function pollsOfSession(db: Db, sessionId: number): Promise<LivePollRow[]> {
  return db.select().from(livePolls).where(eq(livePolls.sessionId, sessionId)).orderBy(asc(livePolls.id));
}

/** A poll of the deck's open session, or null. */
export async function openSessionPoll(db: Db, deckId: number, pollId: number): Promise<LivePollRow | null> {
  const [row] = await db.select({ poll: livePolls }).from(livePolls)
    .innerJoin(liveSessions, eq(liveSessions.id, livePolls.sessionId))
    .where(and(eq(livePolls.id, pollId), eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt)));
  return row?.poll ?? null;
}

/** Sends a poll with its current counts to everyone in the stream (every process); returns what was sent. */
export async function publishPoll(ctx: Pick<AppServices, 'db' | 'live'>, deckId: number, pollId: number): Promise<LivePollJson | null> {
  const [row] = await ctx.db.select().from(livePolls).where(eq(livePolls.id, pollId));
  if (!row) return null;
  const [json] = await withCounts(ctx.db, [row]);
  ctx.live.emitToRoom(rooms.stream(deckId), POLL_EVENTS.poll, json);
  return json!;
}
