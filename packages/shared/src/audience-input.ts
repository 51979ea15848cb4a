/** Audience Q&A and reaction payloads (audience.ts, reactions.ts) as zod schemas, parsed by the server. */
import { z } from 'zod';
import { QA_LIMITS, QA_MODERATIONS } from './audience.js';
import { MESSAGES } from './messages.js';
import { REACTION_EMOJI } from './reactions.js';

/** A question: not blank, at most QA_LIMITS.questionMax characters; the asker's name is optional. */
export const AskQuestionInput = z.object({
  body: z.string({ error: MESSAGES.questionRequired }).trim()
    .min(1, MESSAGES.questionRequired)
    .max(QA_LIMITS.questionMax, MESSAGES.questionTooLong(QA_LIMITS.questionMax)),
  name: z.string().trim().max(QA_LIMITS.nameMax, MESSAGES.tooLong(QA_LIMITS.nameMax)).optional()
    .transform((name) => name || null),
}, { error: MESSAGES.questionRequired });
export type AskQuestionInput = z.infer<typeof AskQuestionInput>;

/** A question's id: a malformed one is a question that is not there. */
const QuestionId = z.number({ error: MESSAGES.questionMissing }).int(MESSAGES.questionMissing)
  .positive(MESSAGES.questionMissing).max(2_147_483_647, MESSAGES.questionMissing);

/** An upvote of one question. */
export const VoteQuestionInput = z.object({ id: QuestionId }, { error: MESSAGES.questionMissing });
export type VoteQuestionInput = z.infer<typeof VoteQuestionInput>;

/** A presenter's moderation of one question. */
export const ModerateQuestionInput = z.object({
  id: QuestionId,
  action: z.enum(QA_MODERATIONS, { error: MESSAGES.qaActionUnknown }),
}, { error: MESSAGES.questionMissing });
export type ModerateQuestionInput = z.infer<typeof ModerateQuestionInput>;

/** A presenter's on/off switch. */
const Switch = z.boolean({ error: MESSAGES.audienceSwitchInvalid });

/** A presenter opens or closes asking. */
export const QaSettingsInput = z.object({ qa_open: Switch }, { error: MESSAGES.audienceSwitchInvalid });
export type QaSettingsInput = z.infer<typeof QaSettingsInput>;

/** A reaction: one of REACTIONS' emoji, nothing else. */
export const ReactionInput = z.object({ emoji: z.enum(REACTION_EMOJI, { error: MESSAGES.reactionUnknown }) }, { error: MESSAGES.reactionUnknown });
export type ReactionInput = z.infer<typeof ReactionInput>;

/** A presenter turns reactions on or off. */
export const ReactionSettingsInput = z.object({ reactions_open: Switch }, { error: MESSAGES.audienceSwitchInvalid });
export type ReactionSettingsInput = z.infer<typeof ReactionSettingsInput>;
