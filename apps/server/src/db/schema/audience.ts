/** The audience of live presentations: live sessions, their Q&A (questions and upvotes) and reactions setting. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { decks } from './decks.js';

/**
 * One run of a deck's live stream. A deck has at most one open session (ended_at null): the first presenter to join
 * opens it, and a presenter ends it by starting a new one. Q&A state late joiners need (open or closed, the pinned
 * question, reactions on or off) is kept here, not only broadcast.
 */
export const liveSessions = pgTable('live_sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  qaOpen: boolean('qa_open').notNull().default(true),
  /** Whether the audience may send reactions (the presenter's switch, next to Q&A's). */
  reactionsOpen: boolean('reactions_open').notNull().default(true),
  pinnedQuestionId: integer('pinned_question_id').references((): AnyPgColumn => liveQuestions.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [
  index('live_sessions_deck_idx').on(t.deckId, t.startedAt),
  // Two presenters joining at once (on two processes) still open one session.
  uniqueIndex('live_sessions_open_idx').on(t.deckId).where(sql`ended_at IS NULL`),
]);
export type LiveSessionRow = typeof liveSessions.$inferSelect;

/**
 * A question of the audience. `viewer` is who asked (`u:<user id>` or a browser's signed audience id) so rate limits
 * and "your question" hold without an account; it is never shown. `votes` counts the rows of live_question_votes.
 */
export const liveQuestions = pgTable('live_questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sessionId: integer('session_id').notNull().references((): AnyPgColumn => liveSessions.id, { onDelete: 'cascade' }),
  viewer: text('viewer').notNull(),
  name: text('name'),
  body: text('body').notNull(),
  votes: integer('votes').notNull().default(0),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('live_questions_session_idx').on(t.sessionId, t.id)]);
export type LiveQuestionRow = typeof liveQuestions.$inferSelect;

/** One upvote per viewer and question (the primary key is what makes a second vote a no-op). */
export const liveQuestionVotes = pgTable('live_question_votes', {
  questionId: integer('question_id').notNull().references(() => liveQuestions.id, { onDelete: 'cascade' }),
  viewer: text('viewer').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.questionId, t.viewer] })]);
