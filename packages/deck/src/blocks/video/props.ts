/** Video block: an uploaded or linked video file with playback flags. */
import { z } from 'zod';
import { Id, ImageUrl, Url } from '../../schema/common.js';

export const VideoProps = z.object({
  src: Url.or(z.literal('')),
  mediaId: Id.optional(),
  poster: ImageUrl.optional(),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  muted: z.boolean().default(false),
  controls: z.boolean().default(true),
});
export type VideoProps = z.infer<typeof VideoProps>;

export const VIDEO_SIZE = { width: 480, height: 270 } as const;

/** Default props of a new (empty) video block. */
export function videoDefaults(): VideoProps {
  return { src: '', autoplay: false, loop: false, muted: false, controls: true };
}
