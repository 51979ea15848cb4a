import { describe, expect, it } from 'vitest';
import { withoutAutoplay } from './enhance';

describe('withoutAutoplay', () => {
  it('drops the autoplay parameter of site players and keeps the rest', () => {
    expect(withoutAutoplay('https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&autoplay=1&mute=1')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&mute=1');
    expect(withoutAutoplay('https://fast.wistia.net/embed/iframe/abc?autoPlay=true')).toBe('https://fast.wistia.net/embed/iframe/abc');
    expect(withoutAutoplay('not a url')).toBe('not a url');
  });
});
