/** The video block type: props schema, defaults, render and migrations (parse.ts beside it reads markup back). */
import type { BlockDefinition } from '../types.js';
import { VideoProps, VIDEO_SIZE, videoDefaults } from './props.js';
import { renderVideo } from './render.js';
import { videoMigrations } from './migrations.js';

export const videoBlock: BlockDefinition<'video'> = {
  type: 'video',
  props: VideoProps,
  defaultSize: VIDEO_SIZE,
  defaults: videoDefaults,
  render: renderVideo,
  migrations: videoMigrations,
};
export { VideoProps };
