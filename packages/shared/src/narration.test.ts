import { describe, expect, it } from 'vitest';
import { cueAt, normaliseCues, recordedSlides, slideSpan, spliceCues } from './narration.js';

const cue = (at_ms: number, h: number, f = -1, v = 0) => ({ at_ms, h, v, f });

describe('narration timeline', () => {
  it('sorts cues, starts them at 0 and drops repeats of the same position', () => {
    expect(normaliseCues([cue(900, 1), cue(40, 0), cue(950, 1), cue(1500, 1, 0)])).toEqual([cue(0, 0), cue(900, 1), cue(1500, 1, 0)]);
    // Two positions at the same moment: the later one is what was on screen.
    expect(normaliseCues([cue(0, 0), cue(500, 1), cue(500, 2)])).toEqual([cue(0, 0), cue(500, 2)]);
  });

  it('finds the position in force at a time, for playback and seeking', () => {
    const cues = [cue(0, 0), cue(1000, 1), cue(1800, 1, 0)];
    expect(cueAt(cues, 0)).toEqual(cue(0, 0));
    expect(cueAt(cues, 999)).toEqual(cue(0, 0));
    expect(cueAt(cues, 1000)).toEqual(cue(1000, 1));
    expect(cueAt(cues, 60_000)).toEqual(cue(1800, 1, 0));
    expect(recordedSlides(cues)).toBe(2);
  });

  it('replaces one slide (its first visit, fragments included) and moves the later ones by the change in length', () => {
    const cues = [cue(0, 0), cue(1000, 1), cue(1800, 1, 0), cue(2500, 2), cue(4000, 1)];
    const span = slideSpan(cues, 5000, 1, 0)!;
    expect(span).toEqual({ start: 1000, end: 2500, first: 1, after: 3 });
    const spliced = spliceCues(cues, 5000, span, [cue(0, 1), cue(300, 1, 0)], 600);
    expect(spliced).toEqual({ durationMs: 4100, cues: [cue(0, 0), cue(1000, 1), cue(1300, 1, 0), cue(1600, 2), cue(3100, 1)] });
    expect(slideSpan(cues, 5000, 7, 0)).toBeNull();
    // The last slide runs to the end of the recording.
    expect(slideSpan(cues, 5000, 2, 0)).toEqual({ start: 2500, end: 4000, first: 3, after: 4 });
    expect(slideSpan([cue(0, 0)], 5000, 0, 0)).toEqual({ start: 0, end: 5000, first: 0, after: 1 });
  });
});
