/** Queue names of the media jobs (services enqueue them after an upload; jobs/media defines them). */
export const IMAGE_VARIANTS_JOB = 'media-image-variants';
export const VIDEO_TRANSCODE_JOB = 'media-video-transcode';
export const DECK_THUMBNAIL_JOB = 'deck-thumbnail';
export const THEME_THUMBNAIL_JOB = 'theme-thumbnail';

/** What every media job receives: the library original's id. */
export interface MediaJobData {
  mediaId: number;
}
