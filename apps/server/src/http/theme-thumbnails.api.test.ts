// Theme thumbnails: creating a theme or changing its look renders its sample slide on the job queue with
// the export Chromium; the WebP is served as the theme's thumbnail_url, replaced when the look changes and removed
// with the theme. The render page itself only opens with a theme render token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_VARIANTS } from '@podium/shared';
import { media, memberships, teams, users } from '../db/schema.js';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { signRenderToken, signThemeRenderToken } from '../render/renderToken.js';
import { themeThumbnailPath } from '../render/printViewPath.js';

let server: TestServer;
// Thumbnails follow saves here as in production, after a one-second settle instead of the product's.
beforeAll(async () => { server = await startTestServer({}, { jobs: { thumbnailsAfterSaves: true, thumbnailSettleSeconds: 1 } }); });
afterAll(async () => { await server.close(); });

async function manager() {
  const [team] = await server.database.db.insert(teams).values({ slug: uniqueName('team') }).returning();
  const c = new TestClient(server.app);
  const me = await c.signUp();
  await server.database.db.update(users).set({ accountType: 'enterprise', teamId: team!.id }).where(eq(users.id, me.id));
  await server.database.db.insert(memberships).values({ teamId: team!.id, userId: me.id, role: 'admin' });
  server.app.podium.events.broadcast('user-changed', { userId: me.id });
  return c;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const thumbnailOf = (c: TestClient, id: number) => async () => (await c.get(`/api/v1/themes/${id}.json`)).json().theme.thumbnail_url as string | null;

/** The served picture: a WebP of the thumbnail width at the theme's aspect ratio, with its raw RGB pixels. */
async function picture(c: TestClient, url: string) {
  const served = await c.get(url);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  const image = sharp(served.rawPayload);
  expect(await image.metadata()).toMatchObject({ format: 'webp', width: MEDIA_VARIANTS.deckThumbnailWidth, height: 350 });
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const has = (rgb: number[], tolerance = 24) => {
    for (let i = 0; i < data.length; i += 3) {
      if (Math.abs(data[i]! - rgb[0]!) <= tolerance && Math.abs(data[i + 1]! - rgb[1]!) <= tolerance && Math.abs(data[i + 2]! - rgb[2]!) <= tolerance) return true;
    }
    return false;
  };
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return { corner: pixel(2, 2), has, colours: colours.size };
}

describe('theme thumbnails', () => {
  it('renders a new theme’s sample slide, serves it as a WebP, and renders again in the new colours when the look changes', async () => {
    const c = await manager();
    const created = await c.post('/api/v1/themes.json', { theme: { name: 'Brand', color: 'white-blue', palette: '#e4572e, #17bebb' } });
    expect(created.statusCode).toBe(201);
    const theme = created.json().theme;
    expect(theme.thumbnail_url).toBeNull();

    const first = (await until(thumbnailOf(c, theme.id), Boolean))!;
    const light = await picture(c, first);
    // Not blank: a white slide with the title, the body line (anti-aliased text: many shades) and the palette's accent bar.
    expect(light.corner.every((v) => v > 235)).toBe(true);
    expect(light.colours).toBeGreaterThan(20);
    expect(light.has([0xe4, 0x57, 0x2e])).toBe(true);
    expect((await c.get('/api/v1/themes.json')).json().results[0].thumbnail_url).toBe(first);

    // A dark colour theme: the next picture is dark, the old file is gone.
    await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { color: 'black-blue' } });
    const second = (await until(thumbnailOf(c, theme.id), (url) => url !== first))!;
    const dark = await picture(c, second);
    expect(dark.corner.every((v) => v < 40)).toBe(true);
    expect(dark.colours).toBeGreaterThan(20);
    expect((await c.get(first)).statusCode).toBe(404);

    // The theme's compiled CSS is in the picture too: the title turns red.
    await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { less: '@brand: #cc0000;\nh1 { color: @brand; }' } });
    const third = (await until(thumbnailOf(c, theme.id), (url) => url !== second))!;
    const red = await picture(c, third);
    expect(red.has([0xcc, 0, 0])).toBe(true);
    expect(dark.has([0xcc, 0, 0])).toBe(false);

    // Deleting the theme deletes its thumbnail.
    expect((await c.delete(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(204);
    expect((await c.get(third)).statusCode).toBe(404);
    expect(await server.database.db.$count(media, eq(media.key, third.slice('/media/'.length)))).toBe(0);
  }, 180_000);

  it('opens the render page only with a token for that theme', async () => {
    const c = await manager();
    const { theme } = (await c.post('/api/v1/themes.json', { theme: { name: 'Tokens' } })).json();
    const secret = server.config.sessionSecret;
    const page = (token: string) => server.app.inject({ method: 'GET', url: themeThumbnailPath(theme.id, token) });
    const allowed = await page(signThemeRenderToken(secret, theme.id));
    expect(allowed.statusCode).toBe(200);
    expect(String(allowed.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(allowed.body).toContain('Presentation title');
    expect((await page(signThemeRenderToken(secret, theme.id + 1))).statusCode).toBe(404);
    expect((await page(signRenderToken(secret, { deckId: theme.id, notes: false, separateFragments: false, controls: false }))).statusCode).toBe(404);
    expect((await page('')).statusCode).toBe(404);
    // Signed-in managers have no way in either: the page is the renderer's.
    expect((await c.get(`/render/themes/${theme.id}/thumbnail?print-pdf`)).statusCode).toBe(404);
  });
});
