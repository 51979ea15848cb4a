/** Edits of a poll's options that keep it within POLL_LIMITS (2–8 options), or the message saying why not. */
import { MESSAGES, POLL_LIMITS } from '@podium/shared';
import type { PollProps } from '@podium/deck';

export type PollEdit = { options: string[] } | { error: string };
const countMessage = MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax);

/** One more option at the end, named after its place. */
export function addOption(props: PollProps): PollEdit {
  if (props.options.length >= POLL_LIMITS.optionsMax) return { error: countMessage };
  return { options: [...props.options, `Option ${props.options.length + 1}`] };
}

/** Every option but the one at `index`. */
export function removeOption(props: PollProps, index: number): PollEdit {
  if (props.options.length <= POLL_LIMITS.optionsMin) return { error: countMessage };
  return { options: props.options.filter((_, i) => i !== index) };
}

/** The options with the one at `index` renamed. */
export function renameOption(props: PollProps, index: number, text: string): string[] {
  return props.options.map((option, i) => (i === index ? text : option));
}
