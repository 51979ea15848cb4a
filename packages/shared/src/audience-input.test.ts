/**
 * Every malformed audience payload (Q&A, reactions, polls) is refused with a message of ours, never the schema
 * library's own wording: wrong types, missing fields, unknown actions, huge and negative ids.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AskQuestionInput, ModerateQuestionInput, QaSettingsInput, ReactionInput, ReactionSettingsInput, VoteQuestionInput } from './audience-input.js';
import { MESSAGES } from './messages.js';
import { PollControlInput, PollVoteInput } from './polls-input.js';

const ours = new Set<unknown>(Object.values(MESSAGES).filter((m) => typeof m === 'string'));
const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return result.error!.issues[0]!.message;
};

describe('audience payloads', () => {
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    ['vote: no id', VoteQuestionInput, {}, MESSAGES.questionMissing],
    ['vote: id as text', VoteQuestionInput, { id: '7' }, MESSAGES.questionMissing],
    ['vote: huge id', VoteQuestionInput, { id: 1e300 }, MESSAGES.questionMissing],
    ['vote: not an object', VoteQuestionInput, 'x', MESSAGES.questionMissing],
    ['moderate: negative id', ModerateQuestionInput, { id: -1, action: 'pin' }, MESSAGES.questionMissing],
    ['moderate: unknown action', ModerateQuestionInput, { id: 1, action: 'delete' }, MESSAGES.qaActionUnknown],
    ['Q&A switch: text', QaSettingsInput, { qa_open: 'yes' }, MESSAGES.audienceSwitchInvalid],
    ['Q&A switch: null body', QaSettingsInput, null, MESSAGES.audienceSwitchInvalid],
    ['reactions switch: missing', ReactionSettingsInput, {}, MESSAGES.audienceSwitchInvalid],
    ['reaction: unknown emoji', ReactionInput, { emoji: '💩' }, MESSAGES.reactionUnknown],
    ['question: number', AskQuestionInput, { body: 5 }, MESSAGES.questionRequired],
    ['poll vote: fractional poll id', PollVoteInput, { poll_id: 1.5, options: [0] }, MESSAGES.pollMissing],
    ['poll vote: option as text', PollVoteInput, { poll_id: 1, options: ['a'] }, MESSAGES.pollChoiceRequired],
    ['poll vote: option out of range', PollVoteInput, { poll_id: 1, options: [99] }, MESSAGES.pollChoiceRequired],
    ['poll control: unknown action', PollControlInput, { block_id: 'b1', action: 'delete' }, MESSAGES.pollActionUnknown],
    ['poll control: block id as number', PollControlInput, { block_id: 5, action: 'open' }, MESSAGES.pollMissing],
  ];
  it.each(cases)('%s is refused with our message', (_, schema, input, message) => {
    const got = firstMessage(schema, input);
    expect(got).toBe(message);
    expect(ours.has(got)).toBe(true);
  });
});
