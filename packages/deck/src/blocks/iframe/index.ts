/**
 * The iframe block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { IframeProps, IFRAME_SIZE, iframeDefaults } from './props.js';
import { renderIframe } from './render.js';
import { iframeMigrations } from './migrations.js';

export const iframeBlock: BlockDefinition<'iframe'> = {
  type: 'iframe',
  props: IframeProps,
  defaultSize: IFRAME_SIZE,
  defaults: iframeDefaults,
  render: renderIframe,
  text: () => [],
  media: (block) => (block.props.src ? [{ prop: 'src', what: 'iframe', link: true }] : []),
  migrations: iframeMigrations,
};
export { IframeProps };
