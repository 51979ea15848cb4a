/**
 * The audience's side of Q&A: asking a question and upvoting one, once per viewer. Both are rate-limited per viewer
 * (GuardStore windows, shared by every process through Redis) and refused while Q&A is closed.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { AskQuestionInput, MESSAGES, QA_LIMITS, VoteQuestionInput, type QuestionJson } from '@podium/shared';
import { liveQuestions, liveQuestionVotes, type LiveSessionRow } from '../../db/schema.js';
import { Forbidden, LimitReached, NotFound } from '../../domain/errors.js';
import { presentQuestion } from '../../presenters/audience.js';
import { parseOrInvalid } from './parseInput.js';
import { publishQuestion } from './publish.js';
import { currentSession } from './sessions.js';
import type { AudienceContext, AudienceMember } from './member.js';

const MINUTE_MS = 60_000;

/** The open session of the member's stream, with asking open; a clear refusal otherwise. */
async function askableSession(ctx: AudienceContext, member: AudienceMember): Promise<LiveSessionRow> {
  const session = await currentSession(ctx.db, member.deckId);
  if (!session) throw new Forbidden(MESSAGES.qaNotStarted);
  if (!session.qaOpen) throw new Forbidden(MESSAGES.qaClosed);
  return session;
}

/** Counts one event against each of `limits`, or refuses with `message` when one is already full. */
async function rateLimit(ctx: AudienceContext, limits: { key: string; max: number }[], message: string): Promise<void> {
  const counts = await Promise.all(limits.map(({ key }) => ctx.guards.countRecent(key, MINUTE_MS)));
  if (counts.some((seen, i) => seen >= limits[i]!.max)) throw new LimitReached(message, 'rate');
  await Promise.all(limits.map(({ key }) => ctx.guards.addRecent(key, MINUTE_MS)));
}

/** Adds a question from the audience to the open session and tells the stream. */
export async function askQuestion({ ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown }): Promise<QuestionJson> {
  const { body, name } = parseOrInvalid(AskQuestionInput, input);
  const session = await askableSession(ctx, member);
  const [stored] = await ctx.db.select({ value: count() }).from(liveQuestions).where(eq(liveQuestions.sessionId, session.id));
  if (Number(stored?.value ?? 0) >= QA_LIMITS.questionsPerSession) throw new LimitReached(MESSAGES.questionsFull, 'size');
  await rateLimit(ctx, [
    { key: `qa-ask:${member.viewer}`, max: QA_LIMITS.questionsPerMinute },
    { key: `qa-ask-address:${member.address}`, max: QA_LIMITS.questionsPerAddressPerMinute },
  ], MESSAGES.questionsTooFast);
  const [row] = await ctx.db.insert(liveQuestions).values({ sessionId: session.id, viewer: member.viewer, name, body }).returning();
  const question = presentQuestion(row!);
  publishQuestion(ctx.live, member.deckId, question);
  return question;
}

/** Upvotes a visible question of the open session; a second vote by the same viewer changes nothing. */
export async function voteQuestion({ ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown }): Promise<QuestionJson> {
  const { id } = parseOrInvalid(VoteQuestionInput, input);
  const session = await askableSession(ctx, member);
  const [question] = await ctx.db.select().from(liveQuestions)
    .where(and(eq(liveQuestions.id, id), eq(liveQuestions.sessionId, session.id), isNull(liveQuestions.hiddenAt)));
  if (!question) throw new NotFound();
  const [already] = await ctx.db.select({ id: liveQuestionVotes.questionId }).from(liveQuestionVotes)
    .where(and(eq(liveQuestionVotes.questionId, id), eq(liveQuestionVotes.viewer, member.viewer)));
  if (already) return presentQuestion(question);
  await rateLimit(ctx, [{ key: `qa-vote:${member.viewer}`, max: QA_LIMITS.votesPerMinute }], MESSAGES.votesTooFast);
  const updated = await ctx.db.transaction(async (tx) => {
    // The primary key (question, viewer) decides a race between two sockets of one viewer: one insert wins.
    const inserted = await tx.insert(liveQuestionVotes).values({ questionId: id, viewer: member.viewer }).onConflictDoNothing().returning();
    if (!inserted.length) return null;
    const [row] = await tx.update(liveQuestions).set({ votes: sql`${liveQuestions.votes} + 1` }).where(eq(liveQuestions.id, id)).returning();
    return row!;
  });
  if (!updated) return presentQuestion(question);
  const json = presentQuestion(updated);
  publishQuestion(ctx.live, member.deckId, json);
  return json;
}
