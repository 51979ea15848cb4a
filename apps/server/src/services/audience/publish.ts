/**
 * Tells a stream's sockets what changed in its Q&A, on every process (the `live` namespace's adapter). Presenters get
 * every question; viewers never receive a hidden one: hiding one sends them its removal instead.
 */
import { QA_EVENTS, type QaSessionJson, type QuestionJson } from '@podium/shared';
import type { LiveHub } from '../../infra/live/liveHub.js';
import { rooms } from '../../infra/live/liveHub.js';

/** A question was added or changed. */
export function publishQuestion(live: LiveHub, deckId: number, question: QuestionJson): void {
  live.emitToRoom(rooms.presenters(deckId), QA_EVENTS.question, question);
  if (question.hidden) live.emitToRoom(rooms.viewers(deckId), QA_EVENTS.removed, { id: question.id });
  else live.emitToRoom(rooms.viewers(deckId), QA_EVENTS.question, question);
}

/** The session's settings or pinned question changed (the pinned one is never hidden). */
export function publishSession(live: LiveHub, deckId: number, session: QaSessionJson): void {
  live.emitToRoom(rooms.stream(deckId), QA_EVENTS.session, session);
}

/** A new session started: everyone's list starts empty. */
export function publishReset(live: LiveHub, deckId: number, session: QaSessionJson): void {
  live.emitToRoom(rooms.stream(deckId), QA_EVENTS.reset, session);
}
