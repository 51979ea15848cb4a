/**
 * The MP4 format: the deck as a video, presented from the first slide to the last. Chromium (the export renderer)
 * loads the player in its video view; each step (a slide or a fragment) stays for its `data-autoslide`, else the
 * deck's auto-slide interval, else VIDEO_EXPORT.defaultStepMs; the motion between steps (slide and background
 * transitions, fragments, auto-animate) is rendered frame by frame at VIDEO_EXPORT.fps on a stepped clock (clock.ts),
 * not recorded in real time. ffmpeg encodes the frames (H.264, yuv420p) with a silent AAC track, the deck's aspect
 * letterboxed in the chosen frame size.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TIMERS, VIDEO_EXPORT, type VideoResolution } from '@podium/shared';
import type { FidelityWarning } from '@podium/deck';
import type { Page } from 'playwright-core';
import type { ExportFormat, ExportInput, ExportResult } from '../../format.js';
import type { ExportFormatDeps } from '../../registry.js';
import { RENDER_ORIGIN } from '../../../../render/chromium.js';
import { signRenderToken } from '../../../../render/renderToken.js';
import { blockedWarnings } from '../../blockedWarnings.js';
import { ffmpegWithProgress } from '../../../media/ffmpeg.js';
import { PageClock } from './clock.js';
import { captureSize, concatList, FRAME_MS, framesOf, totalFrames, type TimelineEntry } from './timeline.js';

/** Share of the progress bar for capturing (the rest is encoding). */
const CAPTURE_SHARE = 0.8;

/** `/render/decks/{id}/print?token=…&video-capture`: the player (not its print layout) in its video view. */
function videoViewPath(deckId: number, token: string): string {
  return `/render/decks/${deckId}/print?${new URLSearchParams({ token, 'video-capture': '1', autoSlide: '0', 'no-autoplay': '1' }).toString()}`;
}

type VideoWindow = { podiumVideo: { stepMs(): number; next(): boolean; settle(): Promise<void> } };

/** Steps of the deck (each slide plus its fragment steps), for the progress label. */
async function countSteps(page: Page): Promise<number> {
  return page.evaluate(() => {
    const slides = [...document.querySelectorAll('.reveal .slides section')].filter((section) => !section.querySelector('section'));
    return slides.reduce((sum, slide) => {
      const indices = new Set([...slide.querySelectorAll('.fragment')].map((fragment, i) => fragment.getAttribute('data-fragment-index') ?? `n${i}`));
      return sum + 1 + indices.size;
    }, 0);
  });
}

/** What the MP4 cannot show as presented: videos inside slides stay on their first frame. */
async function mediaWarnings(page: Page): Promise<FidelityWarning[]> {
  const videos = await page.evaluate(() => document.querySelectorAll('.reveal .slides video, .reveal .slides section[data-background-video]').length);
  return videos > 0 ? [{ what: `${videos} video${videos === 1 ? '' : 's'} in the slides`, why: 'Videos inside slides show a still frame in the MP4; they do not play.' }] : [];
}

/** Captures every step of the deck into `dir`, returning the timeline. */
async function captureDeck(page: Page, dir: string, input: ExportInput): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  const capture = async (frames: number) => {
    input.signal.throwIfAborted();
    const file = path.join(dir, `frame-${String(entries.length + 1).padStart(6, '0')}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 92, caret: 'hide' });
    entries.push({ file, frames });
  };
  const video = {
    stepMs: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.stepMs()),
    next: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.next()),
    settle: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.settle()),
  };
  const steps = await countSteps(page);
  const clock = await PageClock.install(page);
  try {
    // The first slide may still be animating in (a theme's animation): it ends before the first step is captured.
    await clock.pin(VIDEO_EXPORT.maxTransitionMs);
    await clock.finish();
    // Frames of the transition into the current step: they count toward its time, as reveal.js's auto-slide counts them.
    let transitionFrames = 0;
    for (let step = 1; ; step += 1) {
      input.progress(0.05 + CAPTURE_SHARE * Math.min(1, (step - 1) / steps), `Rendering step ${Math.min(step, steps)} of ${steps}`);
      await capture(Math.max(1, framesOf(await video.stepMs()) - transitionFrames));
      if (!(await video.next())) break;
      await video.settle();
      let running = await clock.pin(VIDEO_EXPORT.maxTransitionMs);
      transitionFrames = 0;
      // At least two frames: auto-animate starts its transitions a frame after the slide change.
      while ((running || transitionFrames < 2) && (transitionFrames + 1) * FRAME_MS <= VIDEO_EXPORT.maxTransitionMs) {
        running = await clock.advance(FRAME_MS, VIDEO_EXPORT.maxTransitionMs);
        await capture(1);
        transitionFrames += 1;
      }
      await clock.finish();
    }
  } finally {
    await clock.release();
  }
  return entries;
}

/** Encodes the timeline: H.264 in the frame size (letterboxed), a silent AAC track, moov atom first. */
async function encode(entries: TimelineEntry[], dir: string, file: string, frame: { width: number; height: number }, input: ExportInput): Promise<void> {
  const list = path.join(dir, 'frames.ffconcat');
  await writeFile(list, concatList(entries));
  const seconds = totalFrames(entries) / VIDEO_EXPORT.fps;
  const { width, height } = frame;
  await ffmpegWithProgress([
    '-hide_banner', '-nostdin', '-y',
    '-f', 'concat', '-safe', '0', '-i', list,
    '-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000',
    '-map', '0:v:0', '-map', '1:a:0',
    '-vf', `scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,fps=${VIDEO_EXPORT.fps},format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-profile:v', 'high', '-tune', 'stillimage',
    '-c:a', 'aac', '-b:a', '128k',
    '-t', seconds.toFixed(3), '-movflags', '+faststart', '-threads', '2', file,
  ], seconds, input.signal, (fraction) => input.progress(0.05 + CAPTURE_SHARE + (0.95 - 0.05 - CAPTURE_SHARE) * fraction, 'Encoding the video'));
}

/** The MP4 format, rendering through the server's Chromium and encoding with ffmpeg. */
export function mp4Format({ renderer, renderSecret }: ExportFormatDeps): ExportFormat {
  return {
    id: 'mp4',
    extension: 'mp4',
    contentType: 'video/mp4',
    timeoutMs: TIMERS.videoExportTimeoutMs,
    async run(input: ExportInput): Promise<ExportResult> {
      input.progress(0.02, 'Starting the renderer');
      const deckId = Number(input.deck.id);
      const resolution: VideoResolution = input.options.resolution ?? VIDEO_EXPORT.defaultResolution;
      const frame = VIDEO_EXPORT.sizes[resolution];
      const token = signRenderToken(renderSecret, { deckId, separateFragments: false, notes: false, controls: false });
      const file = path.join(input.workDir, `${input.deck.slug}.mp4`);
      const { entries, warnings } = await renderer.withPage(input.signal, async ({ page, blocked }) => {
        await page.setViewportSize(captureSize(input.settings, frame));
        // No timeout of its own: a hung load is cut off by the job's timeout, which kills the browser.
        await page.goto(`${RENDER_ORIGIN}${videoViewPath(deckId, token)}`, { waitUntil: 'load', timeout: 0 });
        input.progress(0.04, 'Waiting for fonts and images');
        await page.locator('html[data-video-ready="true"]').waitFor({ state: 'attached', timeout: 0 });
        const captured = await captureDeck(page, input.workDir, input);
        return { entries: captured, warnings: [...blockedWarnings(blocked), ...(await mediaWarnings(page))] };
      });
      await encode(entries, input.workDir, file, frame, input);
      input.progress(0.97, 'Saving the file');
      return { file, warnings };
    },
  };
}
