/** The media library, media dragged onto slides, and picture settings (avatars, team logos). */
export { MediaLibrary } from './MediaLibrary';
export { carriesMedium, droppedMedium } from './mediaDrag';
export { usePictureSetting } from './usePictureSetting';
