import { describe, expect, it } from 'vitest';
import { captureSize, concatList, cueFrames, framesOf, totalFrames } from './timeline.js';

describe('MP4 timeline', () => {
  it('captures the deck at its own aspect, as large as fits the frame, in even pixels', () => {
    // 960×700 in 1920×1080: full height, 1481 wide rounds to an even 1482 (letterboxed left and right).
    expect(captureSize({ width: 960, height: 700 }, { width: 1920, height: 1080 })).toEqual({ width: 1482, height: 1080 });
    // 16:9 fills the frame; a wide deck is letterboxed above and below.
    expect(captureSize({ width: 1280, height: 720 }, { width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
    expect(captureSize({ width: 2000, height: 500 }, { width: 1280, height: 720 })).toEqual({ width: 1280, height: 320 });
  });

  it('turns step times into whole frames at 30 fps, at least one', () => {
    expect(framesOf(5000)).toBe(150);
    expect(framesOf(1500)).toBe(45);
    expect(framesOf(10)).toBe(1);
  });

  it('lists every image with its duration, the last one twice (ffmpeg ignores the last duration)', () => {
    const entries = [{ file: '/w/a.jpg', frames: 30 }, { file: "/w/it's.jpg", frames: 1 }];
    expect(totalFrames(entries)).toBe(31);
    expect(concatList(entries).split('\n')).toEqual([
      'ffconcat version 1.0', "file '/w/a.jpg'", 'duration 1.000000', "file '/w/it'\\''s.jpg'", 'duration 0.033333', "file '/w/it'\\''s.jpg'", '',
    ]);
  });

  it('times recorded steps by their cues, boundaries on whole frames, adding up to the recording', () => {
    const cues = [{ at_ms: 0 }, { at_ms: 1210 }, { at_ms: 1220 }, { at_ms: 2517 }];
    const frames = cueFrames(cues, 3000).map((step) => step.frames);
    // 1.21 s is frame 36.3 → 36; 1.22 s is 36.6 → 37; 2.517 s to 76 (75.5); 3 s is frame 90.
    expect(frames).toEqual([36, 1, 39, 14]);
    expect(frames.reduce((a, b) => a + b, 0)).toBe(90);
    // Two changes within half a frame: the first gets no frame of its own.
    expect(cueFrames([{ at_ms: 0 }, { at_ms: 1000 }, { at_ms: 1005 }], 2000).map((step) => step.frames)).toEqual([30, 0, 30]);
  });
});
