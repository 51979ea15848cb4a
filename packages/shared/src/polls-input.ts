/** Poll payloads (polls.ts) as zod schemas, parsed by the server; the poll block's props are checked with the same rules. */
import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { POLL_CONTROLS, POLL_LIMITS } from './polls.js';

/** A poll's id: a malformed one is a poll that is not there. */
const PollId = z.number({ error: MESSAGES.pollMissing }).int(MESSAGES.pollMissing).positive(MESSAGES.pollMissing).max(2_147_483_647, MESSAGES.pollMissing);

/** A vote: one or more option indexes (distinct); whether more than one is allowed is the poll's to say. */
export const PollVoteInput = z.object({
  poll_id: PollId,
  options: z.array(z.number({ error: MESSAGES.pollChoiceRequired }).int(MESSAGES.pollChoiceRequired).min(0, MESSAGES.pollChoiceRequired)
    .max(POLL_LIMITS.optionsMax - 1, MESSAGES.pollChoiceRequired), { error: MESSAGES.pollChoiceRequired })
    .min(1, MESSAGES.pollChoiceRequired)
    .max(POLL_LIMITS.optionsMax, MESSAGES.pollChoiceRequired)
    .refine((options) => new Set(options).size === options.length, MESSAGES.pollChoiceRequired),
}, { error: MESSAGES.pollChoiceRequired });
export type PollVoteInput = z.infer<typeof PollVoteInput>;

/** A presenter's open, close or reset of the poll block `block_id`. */
export const PollControlInput = z.object({
  block_id: z.string({ error: MESSAGES.pollMissing }).min(1, MESSAGES.pollMissing).max(64, MESSAGES.pollMissing),
  action: z.enum(POLL_CONTROLS, { error: MESSAGES.pollActionUnknown }),
}, { error: MESSAGES.pollMissing });
export type PollControlInput = z.infer<typeof PollControlInput>;

/** A poll as it may be opened: a question and 2–8 options, none blank, within their lengths. */
export const OpenablePoll = z.object({
  question: z.string().trim().min(1, MESSAGES.pollQuestionRequired)
    .max(POLL_LIMITS.questionMax, MESSAGES.pollQuestionTooLong(POLL_LIMITS.questionMax)),
  options: z.array(z.string().trim().min(1, MESSAGES.pollOptionRequired)
    .max(POLL_LIMITS.optionMax, MESSAGES.pollOptionTooLong(POLL_LIMITS.optionMax)))
    .min(POLL_LIMITS.optionsMin, MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax))
    .max(POLL_LIMITS.optionsMax, MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax)),
});
export type OpenablePoll = z.infer<typeof OpenablePoll>;
