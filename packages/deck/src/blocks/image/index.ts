/** The image block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
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
  migrations: imageMigrations,
};
export { ImageProps };
