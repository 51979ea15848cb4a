/**
 * The MP4 format: the deck as a video, presented from the first slide to the last. Chromium (the export renderer)
 * loads the player in its video view; each step (a slide or a fragment) stays for its `data-autoslide`, else the
 * deck's auto-slide interval, else VIDEO_EXPORT.defaultStepMs; the motion between steps (slide and background
 * transitions, fragments, auto-animate) is rendered frame by frame at VIDEO_EXPORT.fps on a stepped clock (clock.ts),
 * not recorded in real time. ffmpeg encodes the frames (H.264, yuv420p) with a silent AAC track, the deck's aspect
 * letterboxed in the chosen frame size.
 */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { TIMERS, VIDEO_EXPORT, type NarrationCue, type VideoResolution } from '@podium/shared';
import type { FidelityWarning } from '@podium/deck';
import type { CDPSession, Page } from 'playwright-core';
import type { ExportFormat, ExportInput, ExportResult } from '../../format.js';
import type { ExportFormatDeps } from '../../registry.js';
import { RENDER_ORIGIN } from '../../../../render/chromium.js';
import { signRenderToken } from '../../../../render/renderToken.js';
import { blockedWarnings } from '../../blockedWarnings.js';
import { ffmpegWithProgress } from '../../../media/ffmpeg.js';
import { PageClock } from './clock.js';
import { captureSize, concatList, cueFrames, FRAME_MS, framesOf, totalFrames, type TimelineEntry } from './timeline.js';
import { narrationAudio } from './narrationAudio.js';

/** Share of the progress bar for capturing (the rest is encoding). */
const CAPTURE_SHARE = 0.8;

/** `/render/decks/{id}/print?token=…&video-capture`: the player (not its print layout) in its video view. */
function videoViewPath(deckId: number, token: string): string {
  return `/render/decks/${deckId}/print?${new URLSearchParams({ token, 'video-capture': '1', autoSlide: '0', 'no-autoplay': '1' }).toString()}`;
}

type VideoWindow = { podiumVideo: { stepMs(): number; next(): boolean; show(h: number, v: number, f: number): boolean; settle(): Promise<void> } };

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

/**
 * A JPEG of the page as it is drawn now, straight from the DevTools protocol: Playwright's screenshot adds a caret
 * style and its removal around every shot (two style changes and a layout per frame); the caret is hidden once here.
 */
function screenshotter(page: Page): () => Promise<Buffer> {
  let session: Promise<CDPSession> | undefined;
  const open = async () => {
    await page.addStyleTag({ content: '*, *::before, *::after { caret-color: transparent !important; }' });
    return page.context().newCDPSession(page);
  };
  return async () => {
    session ??= open();
    const { data } = await (await session).send('Page.captureScreenshot', { format: 'jpeg', quality: 92, optimizeForSpeed: true });
    return Buffer.from(data, 'base64');
  };
}

/** The page's video view API and a capture of the page for `frames` frames, appended to `entries`. */
function capturer(page: Page, dir: string, input: ExportInput, entries: TimelineEntry[]) {
  const shoot = screenshotter(page);
  const capture = async (frames: number) => {
    input.signal.throwIfAborted();
    const file = path.join(dir, `frame-${String(entries.length + 1).padStart(6, '0')}.jpg`);
    await writeFile(file, await shoot());
    entries.push({ file, frames });
  };
  const video = {
    stepMs: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.stepMs()),
    next: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.next()),
    show: (cue: NarrationCue) => page.evaluate(([h, v, f]) => (window as unknown as VideoWindow).podiumVideo.show(h, v, f), [cue.h, cue.v, cue.f] as const),
    settle: () => page.evaluate(() => (window as unknown as VideoWindow).podiumVideo.settle()),
  };
  return { capture, video };
}

/**
 * Captures the transition into a step, frame by frame, for at most `maxFrames` frames (auto-animate starts a frame
 * after the change, so at least two when there is room); returns how many frames it took.
 */
async function captureTransition(clock: PageClock, capture: (frames: number) => Promise<void>, maxFrames: number): Promise<number> {
  let running = await clock.pin(VIDEO_EXPORT.maxTransitionMs);
  let frames = 0;
  while ((running || frames < 2) && frames < maxFrames && (frames + 1) * FRAME_MS <= VIDEO_EXPORT.maxTransitionMs) {
    running = await clock.advance(FRAME_MS, VIDEO_EXPORT.maxTransitionMs);
    await capture(1);
    frames += 1;
  }
  await clock.finish();
  return frames;
}

/**
 * Captures the deck as the presenter went through it while recording: each cue's position for exactly its recorded
 * frames, its transition included (cut short when the presenter moved on sooner).
 */
async function captureNarrated(page: Page, dir: string, input: ExportInput, narration: NonNullable<ExportInput['narration']>): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  const { capture, video } = capturer(page, dir, input, entries);
  const steps = cueFrames(narration.cues, narration.durationMs);
  const clock = await PageClock.install(page);
  try {
    for (const [i, { cue, frames }] of steps.entries()) {
      input.progress(0.05 + CAPTURE_SHARE * (i / steps.length), `Rendering step ${i + 1} of ${steps.length}`);
      await video.show(cue);
      await video.settle();
      // The first step is shown as it stands; later ones move in as they did when presenting.
      const moving = i === 0 || frames === 0 ? 0 : await captureTransition(clock, capture, frames - 1);
      if (i === 0 || frames === 0) {
        await clock.pin(VIDEO_EXPORT.maxTransitionMs);
        await clock.finish();
      }
      if (frames - moving > 0) await capture(frames - moving);
    }
  } finally {
    await clock.release();
  }
  return entries;
}

/** Captures every step of the deck into `dir`, returning the timeline. */
async function captureDeck(page: Page, dir: string, input: ExportInput): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  const { capture, video } = capturer(page, dir, input, entries);
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
      transitionFrames = await captureTransition(clock, capture, Number.POSITIVE_INFINITY);
    }
  } finally {
    await clock.release();
  }
  return entries;
}

/**
 * Encodes the timeline: H.264 in the frame size (letterboxed), moov atom first, with a silent AAC track, or the
 * narration's audio (and its camera as a bubble in the corner) cut or padded to the timeline's length.
 */
async function encode(entries: TimelineEntry[], dir: string, file: string, frame: { width: number; height: number }, input: ExportInput, narration: string | null): Promise<void> {
  const list = path.join(dir, 'frames.ffconcat');
  await writeFile(list, concatList(entries));
  const seconds = totalFrames(entries) / VIDEO_EXPORT.fps;
  const { width, height } = frame;
  const deck = `scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,fps=${VIDEO_EXPORT.fps},format=yuv420p`;
  const sound = narration
    ? narrationAudio(narration, deck, frame, Boolean(input.narration?.hasCamera))
    : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000', '-map', '0:v:0', '-map', '1:a:0', '-vf', deck];
  await ffmpegWithProgress([
    '-hide_banner', '-nostdin', '-y',
    '-f', 'concat', '-safe', '0', '-i', list,
    ...sound,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-profile:v', 'high', '-tune', 'stillimage',
    '-c:a', 'aac', '-b:a', '128k',
    '-t', seconds.toFixed(3), '-movflags', '+faststart', '-threads', '2', file,
  ], seconds, input.signal, (fraction) => input.progress(0.05 + CAPTURE_SHARE + (0.95 - 0.05 - CAPTURE_SHARE) * fraction, 'Encoding the video'));
}

/** The narration's recording, copied into the work folder for ffmpeg. */
async function narrationFile(input: ExportInput, url: string): Promise<string> {
  const source = input.openMedia(url);
  if (!source) throw new Error('the narration file is missing');
  const file = path.join(input.workDir, 'narration.webm');
  await pipeline(source, createWriteStream(file));
  return file;
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
        const captured = input.narration ? await captureNarrated(page, input.workDir, input, input.narration) : await captureDeck(page, input.workDir, input);
        return { entries: captured, warnings: [...blockedWarnings(blocked), ...(await mediaWarnings(page))] };
      });
      const narration = input.narration ? await narrationFile(input, input.narration.url) : null;
      if (input.options.narration && !input.narration) warnings.push({ what: 'Recorded narration', why: 'The recording was deleted before the video was made: each step stays for its auto-slide time, without sound.' });
      await encode(entries, input.workDir, file, frame, input, narration);
      input.progress(0.97, 'Saving the file');
      return { file, warnings };
    },
  };
}
