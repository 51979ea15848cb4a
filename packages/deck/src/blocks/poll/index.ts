/**
 * The poll block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads markup
 * back, pptx.ts writes it to PowerPoint). Voting is live only: see packages/shared/src/polls.ts.
 */
import type { BlockDefinition } from '../types.js';
import { PollProps, POLL_SIZE, pollDefaults } from './props.js';
import { renderPoll } from './render.js';
import { pollMigrations } from './migrations.js';

export const pollBlock: BlockDefinition<'poll'> = {
  type: 'poll',
  props: PollProps,
  defaultSize: POLL_SIZE,
  defaults: pollDefaults,
  render: renderPoll,
  text: (block) => [block.props.question, ...block.props.options],
  media: () => [],
  migrations: pollMigrations,
};
export { PollProps };
