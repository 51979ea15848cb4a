import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

// A stand-in web build: the player's theme fonts and its script.
const dist = mkdtempSync(path.join(tmpdir(), 'podium-dist-'));
mkdirSync(path.join(dist, 'player', 'fonts'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><!--podium-head-->');
writeFileSync(path.join(dist, 'player', 'player.js'), '/* player */');
writeFileSync(path.join(dist, 'player', 'fonts', 'montserrat-latin-400-normal-X.woff2'), 'wOF2');

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ WEB_DIST_DIR: dist }); });
afterAll(async () => { await server.close(); });

describe('theme fonts for the sandboxed player', () => {
  it('are served by the app to any origin (the player page has an opaque origin)', async () => {
    const font = await server.app.inject({ method: 'GET', url: '/player/fonts/montserrat-latin-400-normal-X.woff2', headers: { origin: 'null' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('opens nothing else to other origins', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/player/player.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
  });
});
