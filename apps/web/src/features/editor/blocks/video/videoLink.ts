/** A pasted video link → video block props (SPEC §5: video-site and CodePen links become embed URLs), or the message to show. */
import { MESSAGES, VIDEO_CONTENT_TYPES, isVideoFileUrl, videoEmbed, type VideoProvider } from '@podium/shared';

export type VideoLink = { src: string; provider?: VideoProvider } | { error: string };

/** The source for a link from a known video site or CodePen, or a direct video file URL. */
export function videoLink(input: string): VideoLink {
  const text = input.trim();
  if (!text) return { error: MESSAGES.required };
  const embed = videoEmbed(text);
  if (embed) return { src: embed.url, provider: embed.provider };
  if (isVideoFileUrl(text)) return { src: new URL(text).toString() };
  return { error: MESSAGES.videoUrlUnknown };
}

/** The message for a file the media storage would refuse as a video, checked before uploading; null when it looks fine. */
export function checkVideoFile(file: File, maxBytes: number): string | null {
  if (!(VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.videoWrongType;
  if (file.size > maxBytes) return MESSAGES.videoTooLarge(maxBytes);
  return null;
}
