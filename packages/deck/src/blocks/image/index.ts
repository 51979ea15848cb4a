/**
 * The image block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
import type { BlockDefinition } from '../types.js';
import { ImageProps, IMAGE_SIZE, imageDefaults } from './props.js';
import { renderImage } from './render.js';
import { imageMigrations } from './migrations.js';

export const imageBlock: BlockDefinition<'image'> = {
  type: 'image',
  props: ImageProps,
  defaultSize: IMAGE_SIZE,
  defaults: imageDefaults,
  render: renderImage,
  text: (block) => (block.props.alt ? [block.props.alt] : []),
  media: () => [{ prop: 'src', what: 'image' }],
  migrations: imageMigrations,
};
export { ImageProps };
