/** The iframe block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { IframeProps, IFRAME_SIZE, iframeDefaults } from './props.js';
import { renderIframe, parseIframe } from './render.js';
import { iframeMigrations } from './migrations.js';

export const iframeBlock: BlockDefinition<'iframe'> = {
  type: 'iframe',
  props: IframeProps,
  defaultSize: IFRAME_SIZE,
  defaults: iframeDefaults,
  render: renderIframe,
  parse: parseIframe,
  migrations: iframeMigrations,
};
export { IframeProps };
