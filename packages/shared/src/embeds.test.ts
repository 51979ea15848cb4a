import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { embedWithOptions, iframeSource, isVideoFileUrl, videoEmbed, youtubeSeconds } from './embeds.js';

describe('videoEmbed (SPEC §5: video links are converted to embed URLs)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abcdef1234', 'vimeo', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184', 'loom', 'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184'],
    ['https://acme.wistia.com/medias/e4a27b971d', 'wistia', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
    ['https://www.dailymotion.com/video/x7tgad0', 'dailymotion', 'https://www.dailymotion.com/embed/video/x7tgad0'],
    ['https://dai.ly/x7tgad0', 'dailymotion', 'https://www.dailymotion.com/embed/video/x7tgad0'],
    ['https://codepen.io/hakimel/pen/gfIac', 'codepen', 'https://codepen.io/hakimel/embed/gfIac?default-tab=result'],
  ])('%s → %s embed', (input, provider, url) => {
    expect(videoEmbed(input)).toEqual({ provider, url });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v="><script>',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('refuses %s', (input) => {
    expect(videoEmbed(input)).toBeNull();
  });
});

describe('embedWithOptions', () => {
  const all = { autoplay: true, loop: true, muted: true, controls: false };
  it('adds YouTube parameters, looping as a playlist of itself', () => {
    const url = new URL(embedWithOptions({ provider: 'youtube', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }, all));
    expect(Object.fromEntries(url.searchParams)).toEqual({ autoplay: '1', mute: '1', loop: '1', playlist: 'dQw4w9WgXcQ', controls: '0' });
  });
  it('adds Vimeo parameters and keeps the privacy hash', () => {
    const url = new URL(embedWithOptions({ provider: 'vimeo', url: 'https://player.vimeo.com/video/1?h=abcdef' }, all));
    expect(Object.fromEntries(url.searchParams)).toEqual({ h: 'abcdef', autoplay: '1', muted: '1', loop: '1', controls: '0' });
  });
  it('keeps a source that is not an absolute URL as it is (never throws while rendering)', () => {
    expect(embedWithOptions({ provider: 'youtube', url: '/media/clip.mp4' }, all)).toBe('/media/clip.mp4');
  });
  it('leaves the URL alone with default options', () => {
    const plain = { autoplay: false, loop: false, muted: false, controls: true };
    expect(embedWithOptions({ provider: 'youtube', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }, plain)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
});

describe('isVideoFileUrl and youtubeSeconds', () => {
  it('accepts http(s) video files only', () => {
    expect(isVideoFileUrl('https://cdn.example.com/a/clip.MP4')).toBe(true);
    expect(isVideoFileUrl('https://example.com/clip.webm?x=1')).toBe(true);
    expect(isVideoFileUrl('https://example.com/page.html')).toBe(false);
    expect(isVideoFileUrl('example.com/clip.mp4')).toBe(false);
  });
  it('reads YouTube times', () => {
    expect(youtubeSeconds('1h2m3s')).toBe(3723);
    expect(youtubeSeconds('15')).toBe(15);
    expect(youtubeSeconds('soon')).toBeUndefined();
  });
});

describe('iframeSource', () => {
  it('reads src from iframe HTML (quotes, entities, protocol-relative)', () => {
    expect(iframeSource('<iframe width="560" src="https://example.com/a?b=1&amp;c=2" frameborder="0"></iframe>')).toEqual({ src: 'https://example.com/a?b=1&c=2' });
    expect(iframeSource("<IFRAME SRC='//example.com/x'></IFRAME>")).toEqual({ src: 'https://example.com/x' });
    expect(iframeSource('<iframe src=https://example.com/y></iframe>')).toEqual({ src: 'https://example.com/y' });
  });
  it('says exactly what SPEC §5 says for HTML without a source', () => {
    expect(iframeSource('<iframe width="560" height="315"></iframe>')).toEqual({ error: MESSAGES.iframeSourceMissing });
    expect(iframeSource('<div data-src="https://example.com"></div>')).toEqual({ error: MESSAGES.iframeSourceMissing });
    expect(MESSAGES.iframeSourceMissing).toBe('Unable to find iframe source attribute. Please try pasting the URL directly.');
  });
  it('accepts plain URLs (scheme added) and refuses other schemes and text', () => {
    expect(iframeSource('https://example.com/page')).toEqual({ src: 'https://example.com/page' });
    expect(iframeSource('example.com/page')).toEqual({ src: 'https://example.com/page' });
    expect(iframeSource('javascript:alert(1)')).toEqual({ error: MESSAGES.invalidUrl });
    expect(iframeSource('<iframe src="javascript:alert(1)"></iframe>')).toEqual({ error: MESSAGES.invalidUrl });
    expect(iframeSource('hello world')).toEqual({ error: MESSAGES.invalidUrl });
  });
});
