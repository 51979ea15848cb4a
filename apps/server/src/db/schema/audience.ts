/** The audience of live presentations: live sessions, their Q&A (questions and upvotes), reactions setting and polls. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A poll of a live session: the deck's poll block `block_id`, with its question, options and mode copied when the
 * presenter first opened it (results keep their meaning if the deck is edited later). One row per block and session;
 * a reset deletes its votes and bumps `round`. Counts are read from live_poll_votes, the one record of who voted.
 */
export const livePolls = pgTable('live_polls', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sessionId: integer('session_id').notNull().references((): AnyPgColumn => liveSessions.id, { onDelete: 'cascade' }),
  blockId: text('block_id').notNull(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  multiple: boolean('multiple').notNull().default(false),
  open: boolean('open').notNull().default(false),
  round: integer('round').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('live_polls_block_idx').on(t.sessionId, t.blockId)]);
export type LivePollRow = typeof livePolls.$inferSelect;

/** One vote per viewer and poll (the primary key is what stops a second vote, from any socket or process). */
export const livePollVotes = pgTable('live_poll_votes', {
  pollId: integer('poll_id').notNull().references(() => livePolls.id, { onDelete: 'cascade' }),
  viewer: text('viewer').notNull(),
  /** The option indexes picked (one for a single-choice poll). */
  choices: integer('choices').array().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.pollId, t.viewer] })]);
