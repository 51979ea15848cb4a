/**
 * The presenter's side of polls: open a poll block of the deck for voting (at most one open at a time: opening one
 * closes the others), close it (its results stay on screen) or reset it (every vote is cleared and viewers may vote
 * again). Needs the member to moderate (the policy's `moderate_questions`, like Q&A). Changes go out at once.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES, OpenablePoll, PollControlInput, type LivePollJson } from '@podium/shared';
import { livePolls, livePollVotes, type LivePollRow } from '../../db/schema.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import { assertModerator } from './moderation.js';
import { parseOrInvalid } from './parseInput.js';
import { deckPollBlocks } from './pollBlocks.js';
import { countsOf, publishPoll } from './pollResults.js';
import { currentSession } from './sessions.js';
import type { AudienceContext, AudienceMember } from './member.js';

/** Opens, closes or resets the poll of block `block_id` in the open session; tells the stream. */
export async function controlPoll({ ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown }): Promise<LivePollJson> {
  assertModerator(member);
  const { block_id, action } = parseOrInvalid(PollControlInput, input);
  const session = await currentSession(ctx.db, member.deckId);
  if (!session) throw new Forbidden(MESSAGES.pollNotStarted);
  const [existing] = await ctx.db.select().from(livePolls).where(and(eq(livePolls.sessionId, session.id), eq(livePolls.blockId, block_id)));
  let poll: LivePollRow;
  if (action === 'open') {
    poll = await openPoll(ctx, member.deckId, session.id, block_id, existing);
    const others = await ctx.db.update(livePolls).set({ open: false })
      .where(and(eq(livePolls.sessionId, session.id), ne(livePolls.id, poll.id), eq(livePolls.open, true))).returning({ id: livePolls.id });
    for (const other of others) await publishPoll(ctx, member.deckId, other.id);
  } else {
    if (!existing) throw new NotFound();
    if (action === 'reset') await ctx.db.delete(livePollVotes).where(eq(livePollVotes.pollId, existing.id));
    const changes = action === 'close' ? { open: false } : { round: sql`${livePolls.round} + 1` };
    [poll] = (await ctx.db.update(livePolls).set(changes).where(eq(livePolls.id, existing.id)).returning()) as [LivePollRow];
  }
  ctx.live.polls.cancel(poll.id);
  return (await publishPoll(ctx, member.deckId, poll.id))!;
}

/**
 * The session's poll of the block, open: the block's question and options are checked (OpenablePoll) and copied while
 * nobody has voted yet (after that the results keep the texts they were given for).
 */
async function openPoll(ctx: AudienceContext, deckId: number, sessionId: number, blockId: string, existing: LivePollRow | undefined): Promise<LivePollRow> {
  const found = (await deckPollBlocks(ctx.db, deckId)).find((entry) => entry.block.id === blockId);
  if (!found && !existing) throw new Forbidden(MESSAGES.pollMissing);
  const voters = existing ? (await countsOf(ctx.db, [existing.id])).get(existing.id)!.voters : 0;
  if (existing && (voters > 0 || !found)) {
    const [row] = await ctx.db.update(livePolls).set({ open: true }).where(eq(livePolls.id, existing.id)).returning();
    return row!;
  }
  const { question, options } = parseOrInvalid(OpenablePoll, found!.block.props);
  const texts = { question, options, multiple: found!.block.props.mode === 'multiple', open: true };
  const [row] = await ctx.db.insert(livePolls).values({ sessionId, blockId, ...texts })
    .onConflictDoUpdate({ target: [livePolls.sessionId, livePolls.blockId], set: texts }).returning();
  return row!;
}
