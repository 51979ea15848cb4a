/** The image block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { ImageProps, IMAGE_SIZE, imageDefaults } from './props.js';
import { renderImage, parseImage } from './render.js';
import { imageMigrations } from './migrations.js';

export const imageBlock: BlockDefinition<'image'> = {
  type: 'image',
  props: ImageProps,
  defaultSize: IMAGE_SIZE,
  defaults: imageDefaults,
  render: renderImage,
  parse: parseImage,
  migrations: imageMigrations,
};
export { ImageProps };
