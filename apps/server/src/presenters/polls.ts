/** API JSON of live polls: question, options and counts (never who voted). */
import type { LivePollJson } from '@podium/shared';
import type { LivePollRow } from '../db/schema.js';

/** How many viewers voted in a poll and how many votes each option got (by option index). */
export interface PollCounts {
  voters: number;
  perOption: Map<number, number>;
}

/** A poll as JSON with its counts. */
export function presentPoll(row: LivePollRow, counts: PollCounts): LivePollJson {
  return {
    id: row.id,
    session_id: row.sessionId,
    block_id: row.blockId,
    question: row.question,
    options: row.options,
    mode: row.multiple ? 'multiple' : 'single',
    open: row.open,
    counts: row.options.map((_, i) => counts.perOption.get(i) ?? 0),
    voters: counts.voters,
    round: row.round,
  };
}
