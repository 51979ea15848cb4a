/**
 * The video block type: props schema, defaults, render, text, media and migrations (parse.ts beside it reads
 * markup back, pptx.ts writes it to PowerPoint).
 */
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
  text: () => [],
  media: (block) => [
    ...(block.props.poster ? [{ prop: 'poster', what: 'video poster' } as const] : []),
    { prop: 'src', what: 'video', link: Boolean(block.props.provider) },
  ],
  migrations: videoMigrations,
};
export { VideoProps };
