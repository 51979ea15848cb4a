/** The snippet block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { SnippetProps, SNIPPET_SIZE, snippetDefaults } from './props.js';
import { renderSnippet, parseSnippet } from './render.js';
import { snippetMigrations } from './migrations.js';

export const snippetBlock: BlockDefinition<'snippet'> = {
  type: 'snippet',
  props: SnippetProps,
  defaultSize: SNIPPET_SIZE,
  defaults: snippetDefaults,
  render: renderSnippet,
  parse: parseSnippet,
  migrations: snippetMigrations,
};
export { SnippetProps };
