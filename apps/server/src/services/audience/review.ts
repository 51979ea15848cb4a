/** The deck's live sessions with every question (hidden ones too), for its presenters to review afterwards. */
import { asc, inArray } from 'drizzle-orm';
import type { QaSessionReviewJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { liveQuestions } from '../../db/schema.js';
import { assertCan } from '../../auth/policies.js';
import { presentQuestion, presentSession } from '../../presenters/audience.js';
import { loadDeck } from '../decks/loadDeck.js';
import { sessionsOfDeck } from './sessions.js';

/** Sessions reviewed at most, newest first. */
const REVIEW_SESSIONS = 50;

/** The deck's recent sessions with their questions, oldest question first; Forbidden unless the viewer may moderate. */
export async function reviewSessions({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<QaSessionReviewJson[]> {
  const found = await loadDeck({ ctx, ref: { id: deckId } });
  assertCan(found.viewer, 'moderate_questions', found);
  const sessions = await sessionsOfDeck(ctx.db, found.deck.id, REVIEW_SESSIONS);
  if (!sessions.length) return [];
  const rows = await ctx.db.select().from(liveQuestions)
    .where(inArray(liveQuestions.sessionId, sessions.map((session) => session.id))).orderBy(asc(liveQuestions.id));
  return sessions.map((session) => ({
    ...presentSession(session, rows.find((row) => row.id === session.pinnedQuestionId) ?? null),
    questions: rows.filter((row) => row.sessionId === session.id).map(presentQuestion),
  }));
}
