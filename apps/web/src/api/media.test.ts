// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '@podium/shared';
import { ApiError, onUnauthorized } from './client';
import { uploadImage } from './media';

/** A stand-in XMLHttpRequest answering with `status` and `body` once sent (headers recorded). */
function fakeXhr(status: number, body: string, responseHeaders: Record<string, string> = {}) {
  const sent: { headers: Record<string, string>; url?: string } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) { sent.url = url; }
    setRequestHeader(name: string, value: string) { sent.headers[name] = value; }
    getResponseHeader(name: string) { return responseHeaders[name] ?? null; }
    abort() { this.onabort?.(); }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const png = () => new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('uploadImage (the API client\'s upload transport)', () => {
  it('sends the CSRF token, reports progress, stores a rotated token and returns the media', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
    const sent = fakeXhr(201, JSON.stringify({ media: { id: 7, url: '/media/x.png', content_type: 'image/png', size: 4 } }), { 'X-CSRF-Token': 'tok-2' });
    const progress: number[] = [];
    const media = await uploadImage(png(), (f) => progress.push(f));
    expect(sent.url).toBe('/api/v1/media.json');
    expect(sent.headers['X-CSRF-Token']).toBe('tok-1');
    expect(media.url).toBe('/media/x.png');
    expect(progress).toEqual([0.5, 1]);
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content).toBe('tok-2');
  });

  it('a 413 without the server\'s words says the image is too large', async () => {
    fakeXhr(413, '');
    const error = await uploadImage(png(), () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes));
  });

  it('a 422 carries the server\'s field message', async () => {
    fakeXhr(422, JSON.stringify({ errors: { file: ['Nope, not that one.'] } }));
    const error = await uploadImage(png(), () => undefined).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('Nope, not that one.');
  });

  it('a 401 tells the session-expired listeners, like every other call', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fakeXhr(401, JSON.stringify({ error: 'Please sign in to continue.' }));
    await uploadImage(png(), () => undefined).catch(() => undefined);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
