/**
 * Poll block: a question and 2–8 options, single or multiple choice. Outside a live session it shows the question and
 * its options; during one the audience votes and the player draws the results on it (apps/web/src/player/addons/poll.ts).
 * Blank texts are allowed while authoring (like empty table cells); opening the poll live asks for them (OpenablePoll).
 */
import { z } from 'zod';
import { MESSAGES, POLL_LIMITS, POLL_MODES } from '@podium/shared';
import { lazySchema } from '../../schema/lazy.js';

const optionCount = MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax);

export const PollProps = lazySchema(() => z.object({
  question: z.string().max(POLL_LIMITS.questionMax, MESSAGES.pollQuestionTooLong(POLL_LIMITS.questionMax)),
  options: z.array(z.string().max(POLL_LIMITS.optionMax, MESSAGES.pollOptionTooLong(POLL_LIMITS.optionMax)))
    .min(POLL_LIMITS.optionsMin, optionCount)
    .max(POLL_LIMITS.optionsMax, optionCount),
  mode: z.enum(POLL_MODES).default('single'),
  /**
   * The results of the last live session that ran this poll. Set only on the copy of the document an export renders
   * (the server's lastPollResults.ts), so a PDF, PowerPoint or offline deck shows them; the editor never writes it.
   */
  results: z.object({
    counts: z.array(z.number().int().min(0).max(1e9)).max(POLL_LIMITS.optionsMax),
    voters: z.number().int().min(0).max(1e9),
  }).optional(),
}));
export type PollProps = z.infer<typeof PollProps>;

export const POLL_SIZE = { width: 640, height: 360 } as const;

/** Default props of a new poll: a question and three options to edit. */
export function pollDefaults(): PollProps {
  return { question: 'What do you think?', options: ['Option 1', 'Option 2', 'Option 3'], mode: 'single' };
}
