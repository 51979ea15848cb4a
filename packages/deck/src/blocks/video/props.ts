/** Video block: an uploaded or linked video file, or a video-site / CodePen embed (SPEC §5), with playback flags. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { VIDEO_PROVIDERS } from '@podium/shared';
import { Id, ImageUrl, Url } from '../../schema/common.js';

export const VideoProps = lazySchema(() => z.object({
  src: Url.or(z.literal('')),
  mediaId: Id.optional(),
  /** Set when `src` is a provider's embed URL (shown in an iframe); absent for video files. */
  provider: z.enum(VIDEO_PROVIDERS).optional(),
  poster: ImageUrl.optional(),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  muted: z.boolean().default(false),
  controls: z.boolean().default(true),
  /** What the video shows, for screen readers (the player's label); a generic one is used until it is given. */
  title: z.string().max(300).optional(),
}));
export type VideoProps = z.infer<typeof VideoProps>;

export const VIDEO_SIZE = { width: 480, height: 270 } as const;

/** Default props of a new (empty) video block. */
export function videoDefaults(): VideoProps {
  return { src: '', autoplay: false, loop: false, muted: false, controls: true };
}
