/**
 * The snippet block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { SnippetProps, SNIPPET_SIZE, snippetDefaults } from './props.js';
import { renderSnippet } from './render.js';
import { snippetMigrations } from './migrations.js';

export const snippetBlock: BlockDefinition<'snippet'> = {
  type: 'snippet',
  props: SnippetProps,
  defaultSize: SNIPPET_SIZE,
  defaults: snippetDefaults,
  render: renderSnippet,
  text: (block, ctx) => [ctx.htmlText(block.props.html)],
  media: () => [],
  migrations: snippetMigrations,
};
export { SnippetProps };
