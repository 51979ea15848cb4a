/**
 * The audience's side of polls: one vote per viewer and poll (a signed-in user or a browser's signed audience id, so
 * reconnecting does not make a new voter), only while the poll is open, rate-limited per viewer on every process.
 * The poll's new counts go out once per window (LiveHub.polls).
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGES, POLL_LIMITS, PollVoteInput } from '@podium/shared';
import { livePollVotes } from '../../db/schema.js';
import { Conflict, Forbidden, Invalid, LimitReached } from '../../domain/errors.js';
import { parseOrInvalid } from './parseInput.js';
import { openSessionPoll, publishPoll } from './pollResults.js';
import type { AudienceContext, AudienceMember } from './member.js';

const MINUTE_MS = 60_000;

/** What a vote answers: the poll, the options this viewer picked and the round they count in. */
export interface PollVoteResult {
  poll_id: number;
  options: number[];
  round: number;
}

/** Records the member's vote in an open poll of the stream's session; Conflict when this viewer has voted already. */
export async function votePoll({ ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown }): Promise<PollVoteResult> {
  const { poll_id, options } = parseOrInvalid(PollVoteInput, input);
  const poll = await openSessionPoll(ctx.db, member.deckId, poll_id);
  if (!poll) throw new Forbidden(MESSAGES.pollMissing);
  if (!poll.open) throw new Forbidden(MESSAGES.pollClosed);
  if (options.some((option) => option >= poll.options.length)) throw Invalid.field('options', MESSAGES.pollChoiceRequired);
  if (!poll.multiple && options.length > 1) throw Invalid.field('options', MESSAGES.pollSingleChoice);
  const already = () => new Conflict(MESSAGES.pollAlreadyVoted, { poll_id, round: poll.round });
  const [voted] = await ctx.db.select({ viewer: livePollVotes.viewer }).from(livePollVotes)
    .where(and(eq(livePollVotes.pollId, poll_id), eq(livePollVotes.viewer, member.viewer)));
  if (voted) throw already();
  const key = `poll-vote:${member.viewer}`;
  if ((await ctx.guards.countRecent(key, MINUTE_MS)) >= POLL_LIMITS.votesPerMinute) throw new LimitReached(MESSAGES.votesTooFast, 'rate');
  await ctx.guards.addRecent(key, MINUTE_MS);
  // The primary key (poll, viewer) decides a race between two sockets of one viewer, on any process: one insert wins.
  const inserted = await ctx.db.insert(livePollVotes).values({ pollId: poll_id, viewer: member.viewer, choices: [...options].sort((a, b) => a - b) })
    .onConflictDoNothing().returning({ viewer: livePollVotes.viewer });
  if (!inserted.length) throw already();
  ctx.live.polls.changed(poll_id, async () => void (await publishPoll(ctx, member.deckId, poll_id)), () => undefined);
  return { poll_id, options, round: poll.round };
}
