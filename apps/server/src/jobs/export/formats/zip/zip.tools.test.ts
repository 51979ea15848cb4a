/**
 * The offline ZIP end to end: run() on a constructed ExportInput, unzip into a temp folder, open index.html from
 * file:// in Chromium and present it (fragment, ArrowRight to slide 2, code and math typeset, the uploaded image
 * shown, speaker notes in their own window), while no request leaves the folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlock, describeWarning, type DeckDocument } from '@podium/deck';
import { findRepoRoot } from '../../../../config.js';
import type { ExportResult } from '../../format.js';
import { exportInput, samplePng, testSlide, textBlock } from '../test-input.js';
import { collectMedia } from './media.js';
import { createZipFormat } from './index.js';
import { unzipToTemp } from '../../../../test/unzip.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const doc: DeckDocument = {
  schemaVersion: 1,
  slides: [
    testSlide('s1', [
      textBlock('<h1>Offline one</h1>'),
      { ...createBlock('text', { x: 80, y: 200, width: 800, height: 80, props: { html: '<p>Step by step</p>' } }), fragment: { style: 'fade-in' } },
      createBlock('image', { x: 80, y: 320, width: 200, height: 200, props: { src: '/media/photo.png', alt: 'Photo' } }),
    ]),
    testSlide('s2', [
      textBlock('<h2>Offline two</h2>'),
      createBlock('code', { x: 80, y: 200, width: 600, height: 120, props: { language: 'javascript', code: 'const answer = 42;', theme: 'monokai', lineNumbers: false } }),
      createBlock('math', { x: 80, y: 400, width: 600, height: 100, props: { tex: 'e^{i\\pi} + 1 = 0' } }),
    ], { notes: 'Speak slowly' }),
  ],
};

/** Builds the player into a private folder (what `npm run build` puts under apps/web/dist/player). */
function buildPlayer(outdir: string): void {
  const script = pathToFileURL(path.join(findRepoRoot(), 'scripts/build.mjs')).href;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(script)}); await m.buildPlayer(${JSON.stringify(outdir)});`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`player build failed: ${result.stderr}`);
}

describe('offline ZIP export format', () => {
  let result: ExportResult;
  let dir: string;
  let browser: Browser;
  let playerDir: string;

  beforeAll(async () => {
    playerDir = mkdtempSync(path.join(tmpdir(), 'podium-player-'));
    buildPlayer(playerDir);
    result = await createZipFormat({ playerDir }).run(exportInput(doc, { '/media/photo.png': samplePng() }));
    dir = await unzipToTemp(result.file, 'podium-offline-');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('holds index.html, the player, the notes page and the uploaded media', async () => {
    expect(path.basename(result.file)).toBe('quarterly-review.zip');
    const files = Object.keys((await JSZip.loadAsync(readFileSync(result.file))).files);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'notes.html', 'player/player.js', 'player/player.css', 'player/player-code.js', 'player/player-math.js', 'media/1-photo.png']));
    expect(files.some((f) => /^player\/fonts\/montserrat-latin-400-normal-.*\.woff2$/.test(f))).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('presents from file:// without any request leaving the folder', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await page.waitForSelector('html[data-ready="true"]');
    const present = page.locator('.reveal .slides section.present');
    await expect.poll(() => present.textContent()).toContain('Offline one');
    expect(await page.locator('section.present img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('32px Montserrat')))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('section.present .fragment.visible').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => present.textContent()).toContain('Offline two');
    await expect.poll(() => page.locator('section.present .katex').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('section.present .hljs-keyword').count()).toBeGreaterThan(0);

    const [notes] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
    await expect.poll(() => notes.locator('[data-testid="notes-body"]').textContent()).toContain('Speak slowly');

    const folder = pathToFileURL(dir).href;
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.filter((url) => !url.startsWith(`${folder}/`) && !url.startsWith('data:'))).toEqual([]);
    await context.close();
  }, 60_000);

  it('carries the team theme the deck wears: its colour, font, scoped CSS and HTML, as on the player page', async () => {
    const theme = {
      id: 7, color: 'sea-yellow', font: 'news', transition: 'fade', backgroundTransition: 'fade', updatedAt: new Date(),
      css: 'h1 { color: rgb(255, 200, 0); letter-spacing: 4px; }\nbody { display: none }', html: '<footer class="brand-footer">Acme</footer>', js: '',
    };
    const themed = await createZipFormat({ playerDir }).run({ ...exportInput(doc, { '/media/photo.png': samplePng() }), theme });
    const themedDir = await unzipToTemp(themed.file, 'podium-offline-');
    const index = readFileSync(path.join(themedDir, 'index.html'), 'utf8');
    expect(index).toContain('<style id="theme-css">.reveal .slides section h1 { color: rgb(255, 200, 0); letter-spacing: 4px; }');
    expect(index).not.toContain('display: none');
    expect(index).toMatch(/"themeColor":"sea-yellow","themeFont":"news"/);
    const page = await browser.newPage();
    await page.goto(pathToFileURL(path.join(themedDir, 'index.html')).href);
    await page.waitForSelector('html[data-ready="true"]');
    const heading = page.locator('.reveal .slides section.present h1');
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(255, 200, 0)');
    // The theme's background (sea-yellow #236f82), not the deck's own black-blue; and the theme's HTML is on the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(35, 111, 130)');
    expect(await page.locator('.theme-html .brand-footer').textContent()).toBe('Acme');
    await page.close();
  }, 60_000);

  it('keeps external media as links and reports them', async () => {
    const external: DeckDocument = {
      schemaVersion: 1,
      slides: [testSlide('e1', [
        createBlock('image', { id: 'img1', x: 0, y: 0, width: 100, height: 100, props: { src: 'https://example.com/cat.png' } }),
        createBlock('snippet', { id: 'snip1', x: 0, y: 200, width: 300, height: 100, props: { html: '<img src="https://cdn.example/dog.png"><div style="background: url(\'//cdn.example/bg.jpg\')"></div><img src="data:image/png;base64,AA==">' } }),
      ])],
    };
    const { document, files, warnings } = await collectMedia(external, () => null, new AbortController().signal);
    expect(files).toEqual([]);
    expect(JSON.stringify(document)).toContain('https://example.com/cat.png');
    expect(warnings.map(describeWarning)).toEqual([
      'slide 1: image kept as a link to https://example.com/cat.png (needs a connection)',
      'slide 1: media in the HTML snippet kept as a link to https://cdn.example/dog.png (needs a connection)',
      'slide 1: media in the HTML snippet kept as a link to //cdn.example/bg.jpg (needs a connection)',
    ]);
  });
});
