/** API JSON of audience Q&A: questions (never who asked them) and live sessions. */
import type { QaSessionJson, QuestionJson } from '@podium/shared';
import type { LiveQuestionRow, LiveSessionRow } from '../db/schema.js';

/** A question as JSON; the asker's audience id stays on the server. */
export function presentQuestion(row: LiveQuestionRow): QuestionJson {
  return {
    id: row.id,
    session_id: row.sessionId,
    body: row.body,
    name: row.name,
    votes: row.votes,
    answered: row.answeredAt !== null,
    hidden: row.hiddenAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A session as JSON, with its pinned question when there is one. */
export function presentSession(row: LiveSessionRow, pinned: LiveQuestionRow | null): QaSessionJson {
  return {
    id: row.id,
    qa_open: row.qaOpen,
    reactions_open: row.reactionsOpen,
    pinned: pinned && !pinned.hiddenAt ? presentQuestion(pinned) : null,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}
