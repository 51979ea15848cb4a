/** The video block type: props schema, defaults, render/parse and migrations. */
import type { BlockDefinition } from '../types.js';
import { VideoProps, VIDEO_SIZE, videoDefaults } from './props.js';
import { renderVideo, parseVideo } from './render.js';
import { videoMigrations } from './migrations.js';

export const videoBlock: BlockDefinition<'video'> = {
  type: 'video',
  props: VideoProps,
  defaultSize: VIDEO_SIZE,
  defaults: videoDefaults,
  render: renderVideo,
  parse: parseVideo,
  migrations: videoMigrations,
};
export { VideoProps };
