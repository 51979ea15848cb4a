// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized, post, query } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('request', () => {
  it('sends the CSRF token, JSON headers and same-origin credentials on state changes', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
    const fetchMock = vi.fn(async () => json(201, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await post('/users', { user: { username: 'a' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/users');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 'tok-1', Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"user":{"username":"a"}}');
  });

  it('fetches a CSRF token first when the page came without one (an anonymous visitor of a show page)', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    const page = '<html><head><meta name="csrf-token" content="fresh-token"></head></html>';
    const fetchMock = vi.fn(async (url: string) => (url === '/users/sign_in'
      ? new Response(page, { status: 200, headers: { 'Content-Type': 'text/html' } })
      : json(201, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await post('/users/sign_in', { user: { login: 'a', password: 'b' } }, { expectUnauthorized: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/users/sign_in', '/users/sign_in']);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 'fresh-token' });
  });

  it('turns 422 field errors into ApiError.fieldErrors', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(422, { errors: { username: ["That one's already taken :("] } })));
    const error = await post('/users', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldErrors.username).toEqual(["That one's already taken :("]);
  });

  it('tells listeners about a 401 unless the call expects one (sign-in)', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: 'Please sign in to continue.' })));
    await post('/api/v1/decks.json', {}).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    await post('/users/sign_in', {}, { expectUnauthorized: true }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('query', () => {
  it('skips empty values', () => {
    expect(query({ username: 'a b', page: 2, lifecycle: undefined, order: '' })).toBe('?username=a+b&page=2');
  });
});
