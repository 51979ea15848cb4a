import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@podium/shared';
import { checkVideoFile, videoLink } from './videoLink';

describe('videoLink', () => {
  it('turns video-site and CodePen links into embeds', () => {
    expect(videoLink(' https://youtu.be/dQw4w9WgXcQ ')).toEqual({ src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', provider: 'youtube' });
    expect(videoLink('https://codepen.io/a/pen/xyz')).toEqual({ src: 'https://codepen.io/a/embed/xyz?default-tab=result', provider: 'codepen' });
  });
  it('keeps direct video files as files', () => {
    expect(videoLink('https://cdn.example.com/clip.mp4')).toEqual({ src: 'https://cdn.example.com/clip.mp4' });
  });
  it('explains links it does not know, and empty input', () => {
    expect(videoLink('https://example.com/some/page')).toEqual({ error: MESSAGES.videoUrlUnknown });
    expect(videoLink('   ')).toEqual({ error: MESSAGES.required });
  });
});

describe('checkVideoFile', () => {
  it('accepts videos within the limit only', () => {
    expect(checkVideoFile(new File(['x'], 'a.mp4', { type: 'video/mp4' }), LIMITS.videoUploadBytes)).toBeNull();
    expect(checkVideoFile(new File(['x'], 'a.png', { type: 'image/png' }), LIMITS.videoUploadBytes)).toBe(MESSAGES.videoWrongType);
    expect(checkVideoFile(new File(['xx'], 'a.webm', { type: 'video/webm' }), 1)).toBe(MESSAGES.videoTooLarge(1));
  });
});
