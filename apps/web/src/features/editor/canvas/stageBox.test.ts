import { describe, expect, it } from 'vitest';
import { fitScale, stageBox } from './Canvas';

const slide = { width: 960, height: 700 };

describe('stageBox', () => {
  it('centres the slide at whole pixels, so it is never drawn at half a pixel', () => {
    const box = stageBox({ width: 1201, height: 851 }, slide, 1);
    expect(box).toEqual({ width: 960, height: 700, marginLeft: 120, marginTop: 75 });
    const scaled = stageBox({ width: 1000, height: 800 }, slide, fitScale({ width: 1000, height: 800 }, slide));
    expect(Number.isInteger(scaled.marginLeft) && Number.isInteger(scaled.marginTop)).toBe(true);
  });

  it('starts at the top-left corner when the slide is larger than the canvas, so all of it can be scrolled to', () => {
    expect(stageBox({ width: 500, height: 400 }, slide, 1)).toMatchObject({ marginLeft: 0, marginTop: 0 });
  });
});
