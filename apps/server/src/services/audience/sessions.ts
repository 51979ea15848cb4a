/**
 * Live sessions of a deck's stream: the open one (at most one per deck, a unique index holds it across processes),
 * opening one when a presenter joins, starting a new one, and the Q&A settings stored on it.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { liveSessions, type LiveSessionRow } from '../../db/schema.js';

type Db = AppServices['db'];

/** The deck's open session, or null when no presenter has opened one. */
export async function currentSession(db: Db, deckId: number): Promise<LiveSessionRow | null> {
  const [row] = await db.select().from(liveSessions)
    .where(and(eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt))).limit(1);
  return row ?? null;
}

/** The open session, opened now when there is none (a presenter joined the stream). */
export async function openSession(db: Db, deckId: number): Promise<LiveSessionRow> {
  const existing = await currentSession(db, deckId);
  if (existing) return existing;
  // Another process may open it at the same moment: the unique index keeps one, and both read it back.
  await db.insert(liveSessions).values({ deckId }).onConflictDoNothing();
  return (await currentSession(db, deckId))!;
}

/** Ends the open session (its questions stay, for review) and opens a new, empty one. */
export async function startNewSession(db: Db, deckId: number): Promise<LiveSessionRow> {
  await db.update(liveSessions).set({ endedAt: new Date() })
    .where(and(eq(liveSessions.deckId, deckId), isNull(liveSessions.endedAt)));
  return openSession(db, deckId);
}

/** Changes the open session's settings; null when the deck has no open session. */
export async function updateSession(
  db: Db, deckId: number, changes: Partial<Pick<LiveSessionRow, 'qaOpen' | 'pinnedQuestionId'>>,
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
