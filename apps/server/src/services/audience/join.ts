/**
 * What a socket joining a stream gets of its Q&A: the open session (opened now when a presenter joins), the questions
 * it may see (presenters all, viewers none that are hidden), and what this viewer asked and upvoted.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { QaJoinJson } from '@podium/shared';
import { liveQuestions, liveQuestionVotes, type LiveSessionRow } from '../../db/schema.js';
import { presentQuestion, presentSession } from '../../presenters/audience.js';
import { pinnedOf } from './moderation.js';
import { publishReset } from './publish.js';
import { currentSession, openSession } from './sessions.js';
import type { AudienceContext, AudienceMember } from './member.js';

/** The join reply's Q&A for `member` (`presenter`: the socket drives the stream, so a session opens). */
export async function audienceOnJoin(
  { ctx, member, presenter, token }: { ctx: AudienceContext; member: AudienceMember; presenter: boolean; token: string | null },
): Promise<QaJoinJson> {
  let session: LiveSessionRow | null;
  if (!presenter) session = await currentSession(ctx.db, member.deckId);
  else {
    const opened = await openSession(ctx.db, member.deckId);
    session = opened.session;
    // Viewers already waiting (or still on an idle session's list) start on the new one.
    if (opened.opened) publishReset(ctx.live, member.deckId, presentSession(session, null));
  }
  const base = { audience_token: token, can_moderate: member.moderate };
  if (!session) return { ...base, session: null, questions: [], voted: [], asked: [] };
  // Taps on this process check the setting without a read each (reactionRelay.ts).
  ctx.live.reactions.rememberSetting(member.deckId, session.reactionsOpen);
  const visible = member.moderate
    ? eq(liveQuestions.sessionId, session.id)
    : and(eq(liveQuestions.sessionId, session.id), isNull(liveQuestions.hiddenAt));
  const rows = await ctx.db.select().from(liveQuestions).where(visible).orderBy(asc(liveQuestions.id));
  const ids = rows.map((row) => row.id);
  const votes = ids.length
    ? await ctx.db.select({ id: liveQuestionVotes.questionId }).from(liveQuestionVotes)
      .where(and(eq(liveQuestionVotes.viewer, member.viewer), inArray(liveQuestionVotes.questionId, ids)))
    : [];
  return {
    ...base,
    session: presentSession(session, await pinnedOf(ctx, session)),
    questions: rows.map(presentQuestion),
    voted: votes.map((vote) => vote.id),
    asked: rows.filter((row) => row.viewer === member.viewer).map((row) => row.id),
  };
}
