/**
 * Live sessions of a deck's stream: the open one (at most one per deck, a unique index holds it across processes),
 * opening one when a presenter joins, starting a new one, and the Q&A and reactions settings stored on it.
 */
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { liveQuestions, liveSessions, type LiveSessionRow } from '../../db/schema.js';

type Db = AppServices['db'];

/** The deck's open session, or null when no presenter has opened one. */
export async function currentSession(db: Db, deckId: number): Promise<LiveSessionRow | null> {
  const [row] = await db.select().from(liveSessions)
    .where(and(eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt))).limit(1);
  return row ?? null;
}

/**
 * A session with no question and no start for this long is over: the presenter coming back the next day starts a new
 * one instead of facing yesterday's questions (they stay for review).
 */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/**
 * The open session, opened now when there is none or the open one has been idle for SESSION_IDLE_MS (a presenter
 * joined the stream); `opened` says a new one began, so the stream's list starts again.
 */
export async function openSession(db: Db, deckId: number, now = new Date()): Promise<{ session: LiveSessionRow; opened: boolean }> {
  const existing = await currentSession(db, deckId);
  if (existing) {
    const [latest] = await db.select({ at: max(liveQuestions.createdAt) }).from(liveQuestions).where(eq(liveQuestions.sessionId, existing.id));
    const lastActive = Math.max(existing.startedAt.getTime(), latest?.at ? new Date(latest.at).getTime() : 0);
    if (now.getTime() - lastActive < SESSION_IDLE_MS) return { session: existing, opened: false };
    await db.update(liveSessions).set({ endedAt: now }).where(and(eq(liveSessions.id, existing.id), isNull(liveSessions.endedAt)));
  }
  // Another process may open it at the same moment: the unique index keeps one, and both read it back.
  const inserted = await db.insert(liveSessions).values({ deckId }).onConflictDoNothing().returning();
  return { session: (await currentSession(db, deckId))!, opened: inserted.length > 0 };
}

/** Ends the open session (its questions stay, for review) and opens a new, empty one. */
export async function startNewSession(db: Db, deckId: number): Promise<LiveSessionRow> {
  await db.update(liveSessions).set({ endedAt: new Date() })
    .where(and(eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt)));
  return (await openSession(db, deckId)).session;
}

/** Changes the open session's settings; null when the deck has no open session. */
export async function updateSession(
  db: Db, deckId: number, changes: Partial<Pick<LiveSessionRow, 'qaOpen' | 'reactionsOpen' | 'pinnedQuestionId'>>,
): Promise<LiveSessionRow | null> {
  const [row] = await db.update(liveSessions).set(changes)
    .where(and(eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt))).returning();
  return row ?? null;
}

/** The deck's sessions, newest first. */
export async function sessionsOfDeck(db: Db, deckId: number, limit: number): Promise<LiveSessionRow[]> {
  return db.select().from(liveSessions).where(eq(liveSessions.deckId, deckId))
    .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id)).limit(limit);
}
