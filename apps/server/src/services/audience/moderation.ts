/**
 * The presenter's side of Q&A: mark a question answered, hide it from the audience, pin one over the slide, open or
 * close asking, start a new session. Every verb needs the member to moderate (the policy's `moderate_questions`).
 */
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES, ModerateQuestionInput, QaSettingsInput, type QaSessionJson, type QuestionJson,
} from '@podium/shared';
import { liveQuestions, type LiveQuestionRow, type LiveSessionRow } from '../../db/schema.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import { presentQuestion, presentSession } from '../../presenters/audience.js';
import { parseOrInvalid } from './parseInput.js';
import { publishQuestion, publishReset, publishSession } from './publish.js';
import { currentSession, startNewSession, updateSession } from './sessions.js';
import type { AudienceContext, AudienceMember } from './member.js';

/** Refuses a member who may not moderate (the policy's `moderate_questions`, asked when the socket joined). */
export function assertModerator(member: AudienceMember): void {
  if (!member.moderate) throw new Forbidden(MESSAGES.qaModeratorsOnly);
}

/** The open session of the member's stream (NotFound when there is none). */
async function openSessionOf(ctx: AudienceContext, member: AudienceMember): Promise<LiveSessionRow> {
  const session = await currentSession(ctx.db, member.deckId);
  if (!session) throw new NotFound();
  return session;
}

/** The pinned question of a session row, or null. */
export async function pinnedOf(ctx: Pick<AudienceContext, 'db'>, session: LiveSessionRow): Promise<LiveQuestionRow | null> {
  if (session.pinnedQuestionId === null) return null;
  const [row] = await ctx.db.select().from(liveQuestions).where(eq(liveQuestions.id, session.pinnedQuestionId));
  return row ?? null;
}

/** Applies one moderation to a question of the open session; tells the stream. */
export async function moderateQuestion(
  { ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown },
): Promise<{ question: QuestionJson; session: QaSessionJson }> {
  assertModerator(member);
  const { id, action } = parseOrInvalid(ModerateQuestionInput, input);
  let session = await openSessionOf(ctx, member);
  const where = and(eq(liveQuestions.id, id), eq(liveQuestions.sessionId, session.id));
  const [found] = await ctx.db.select().from(liveQuestions).where(where);
  if (!found) throw new NotFound();
  const now = new Date();
  const changes: Partial<LiveQuestionRow> = {
    answer: { answeredAt: found.answeredAt ?? now },
    unanswer: { answeredAt: null },
    hide: { hiddenAt: found.hiddenAt ?? now },
    unhide: { hiddenAt: null },
    // A question on screen is one the audience may see.
    pin: { hiddenAt: null },
    unpin: {},
  }[action];
  const [row] = Object.keys(changes).length
    ? await ctx.db.update(liveQuestions).set(changes).where(where).returning()
    : [found];
  const pinnedBefore = session.pinnedQuestionId;
  let pinned = pinnedBefore;
  if (action === 'pin') pinned = id;
  else if ((action === 'unpin' || action === 'hide') && pinnedBefore === id) pinned = null;
  if (pinned !== pinnedBefore) session = (await updateSession(ctx.db, member.deckId, { pinnedQuestionId: pinned })) ?? session;
  const question = presentQuestion(row!);
  const sessionJson = presentSession(session, pinned === id ? row! : await pinnedOf(ctx, session));
  publishQuestion(ctx.live, member.deckId, question);
  if (pinned !== pinnedBefore || (pinned === id && row !== found)) publishSession(ctx.live, member.deckId, sessionJson);
  return { question, session: sessionJson };
}

/** Opens or closes asking (and voting) in the open session. */
export async function changeQaSettings(
  { ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown },
): Promise<QaSessionJson> {
  assertModerator(member);
  const { qa_open } = parseOrInvalid(QaSettingsInput, input);
  await openSessionOf(ctx, member);
  const session = await updateSession(ctx.db, member.deckId, { qaOpen: qa_open });
  if (!session) throw new NotFound();
  const json = presentSession(session, await pinnedOf(ctx, session));
  publishSession(ctx.live, member.deckId, json);
  return json;
}

/** Ends the open session (kept for review) and starts an empty one, with the same Q&A and reactions settings. */
export async function startNextSession({ ctx, member }: { ctx: AudienceContext; member: AudienceMember }): Promise<QaSessionJson> {
  assertModerator(member);
  const previous = await currentSession(ctx.db, member.deckId);
  let session = await startNewSession(ctx.db, member.deckId);
  if (previous && (previous.qaOpen !== session.qaOpen || previous.reactionsOpen !== session.reactionsOpen)) {
    session = (await updateSession(ctx.db, member.deckId, { qaOpen: previous.qaOpen, reactionsOpen: previous.reactionsOpen })) ?? session;
  }
  const json = presentSession(session, null);
  publishReset(ctx.live, member.deckId, json);
  return json;
}
