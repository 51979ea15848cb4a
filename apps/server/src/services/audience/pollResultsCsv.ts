/**
 * The poll results of a deck's live sessions as CSV, for its presenters (the policy's `moderate_questions`, as the Q&A
 * review): one row per session, poll and option. RFC 4180 quoting; a cell starting like a formula gets a leading
 * apostrophe so a spreadsheet shows it as text (audience-facing texts are the deck's, but may be anyone's edit).
 */
import { asc, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { livePolls } from '../../db/schema.js';
import { assertCan } from '../../auth/policies.js';
import { loadDeck } from '../decks/loadDeck.js';
import { withCounts } from './pollResults.js';
import { sessionsOfDeck } from './sessions.js';

/** Sessions exported at most, newest first (as the Q&A review). */
const EXPORT_SESSIONS = 50;
const HEADER = ['session_started_at', 'poll', 'choice_mode', 'option', 'votes', 'voters'];

/** One CSV cell. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The deck's poll results as CSV text (a header line only when no poll ran); Forbidden unless the viewer may moderate. */
export async function pollResultsCsv({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<{ filename: string; csv: string }> {
  const found = await loadDeck({ ctx, ref: { id: deckId } });
  assertCan(found.viewer, 'moderate_questions', found);
  const sessions = await sessionsOfDeck(ctx.db, found.deck.id, EXPORT_SESSIONS);
  const rows = sessions.length
    ? await ctx.db.select().from(livePolls).where(inArray(livePolls.sessionId, sessions.map((session) => session.id))).orderBy(asc(livePolls.id))
    : [];
  const polls = await withCounts(ctx.db, rows);
  const lines = [HEADER];
  for (const session of [...sessions].reverse()) {
    for (const poll of polls.filter((p) => p.session_id === session.id)) {
      poll.options.forEach((option, i) => lines.push([
        session.startedAt.toISOString(), poll.question, poll.mode, option, String(poll.counts[i] ?? 0), String(poll.voters),
      ]));
    }
  }
  return { filename: `${found.deck.slug}-poll-results.csv`, csv: `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n` };
}
