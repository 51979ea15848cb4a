/** Every feature of the player page, in the order they run. Add a feature (e.g. live-follow) by appending it here. */
import type { PlayerExtension } from './extension';
import { noAutoplay } from './media';
import { jumpToSlide } from './navigation';
import { pageTimers } from './timers';
import { embedFooter } from './embedFooter';
import { notesWindow } from './notesWindow';
import { printView } from './print';
import { videoCapture } from './videoCapture';
import { accessibility } from './accessibility';
import { reducedMotion } from './reducedMotion';

export const PLAYER_EXTENSIONS: PlayerExtension[] = [reducedMotion, accessibility, noAutoplay, pageTimers, embedFooter, jumpToSlide, notesWindow, printView, videoCapture];
