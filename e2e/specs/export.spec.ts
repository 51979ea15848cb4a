/** The export screen: options from the user's settings, a live progress bar, the download, and the print view. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { diff } from '../pages/render';
import { DeckOwner, DeckShowPage } from '../pages/viewer';
import { ExportScreen } from '../pages/exportScreen';
import { EditorPage } from '../pages/editor';

const SLIDES = '<section><h1>Quarterly numbers</h1><p class="fragment">Up</p></section><section><h2>Thanks</h2></section>';

test('an owner exports a PDF from the show page and downloads it named after the deck', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Numbers', SLIDES);
  const show = new DeckShowPage(page);
  await show.goto(owner.path(deck));
  await page.getByTestId('deck-export-link').click();

  const screen = new ExportScreen(page);
  await expect(screen.root).toBeVisible();
  await expect(screen.format('pdf')).toBeChecked();
  // SPEC §9 defaults: separate fragments off; notes off.
  await expect(screen.separateFragments).not.toBeChecked();
  await expect(screen.notes).not.toBeChecked();
  await screen.separateFragments.check();
  await screen.start.click();

  await expect(screen.status).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(screen.reportEmpty).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), screen.download.click()]);
  expect(download.suggestedFilename()).toBe(`${deck.slug}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // One page per fragment step: the title slide without and with its fragment, then Thanks.
  expect(bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(3);
});

test('the editor’s Export button opens the export screen of the deck in a new tab', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('From the editor', SLIDES);
  await new EditorPage(page).open(owner.path(deck, 'edit'));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('export-button').click()]);
  const screen = new ExportScreen(tab);
  await expect(screen.root).toBeVisible();
  expect(new URL(tab.url()).pathname).toBe(owner.path(deck, 'export'));
  await expect(screen.format('pdf')).toBeChecked();
  await tab.close();
});

test('the print view lays the deck out one slide per page for the browser to print', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Printable', SLIDES);
  await page.goto(`${owner.path(deck, 'fullscreen')}?print-pdf`);
  await expect(page.locator('html')).toHaveAttribute('data-print-ready', 'true');
  await expect(page.locator('.pdf-page')).toHaveCount(2);
  await expect(page.locator('.pdf-page').first()).toContainText('Quarterly numbers');
});

test('page 1 of the PDF matches the player within 1% of pixels', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Snapshot', '<section><h1>Look alike</h1><p>The PDF shows what the player shows.</p><ul><li>One</li><li>Two</li></ul></section>', { margin: 0, theme_color: 'black-orange' });
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const started = await page.request.post(`/api/v1/decks/${deck.id}/exports.json`, { headers: { 'X-CSRF-Token': csrf }, data: { export: { format: 'pdf' } } });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()).export;
  await expect.poll(async () => (await (await page.request.get(`/api/v1/decks/${deck.id}/exports/${id}.json`)).json()).export.status, { timeout: 60_000 }).toBe('done');
  const pdf = await page.request.get(`/api/v1/decks/${deck.id}/exports/${id}/download`);
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-pdf-snapshot-'));
  writeFileSync(path.join(dir, 'deck.pdf'), await pdf.body());
  // 720 pt at 96 dpi is the deck's 960 CSS px.
  execFileSync('pdftoppm', ['-png', '-r', '96', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'deck.pdf'), path.join(dir, 'page1')]);

  await page.setViewportSize({ width: 960, height: 700 });
  // reveal.js takes option overrides from the query: no controls or progress bar, as in print.
  await page.goto(`${owner.path(deck, 'fullscreen')}?controls=false&progress=false`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => document.fonts.ready);
  const player = await page.screenshot();
  const rendered = cropTo(readFileSync(path.join(dir, 'page1.png')), 960, 700);
  const { ratio, size } = diff(cropTo(player, 960, 700), rendered);
  expect(size).toBe('960x700');
  expect(ratio).toBeLessThan(0.01);
});

test('an owner exports a video: each slide for its time, a frame of it matching the player', async ({ page }) => {
  // A video export renders every frame in Chromium and encodes it: longer than a PDF on a busy machine.
  test.setTimeout(180_000);
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Moving', '<section data-autoslide="1000"><h1>Look alike</h1><p>The video shows what the player shows.</p></section><section data-autoslide="1000"><h2>Thanks</h2></section>', { margin: 0, theme_color: 'black-orange' });
  const screen = new ExportScreen(page);
  await screen.goto(owner.path(deck));
  await screen.format('mp4').check();
  await expect(screen.resolution('1080p')).toBeChecked();
  await expect(page.getByTestId('export-video-note')).toContainText('Transitions, fragments and auto-animate move');
  await screen.resolution('720p').check();
  await screen.start.click();
  await expect(screen.status).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), screen.download.click()]);
  expect(download.suggestedFilename()).toBe(`${deck.slug}.mp4`);
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-mp4-snapshot-'));
  const file = path.join(dir, 'deck.mp4');
  await download.saveAs(file);
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' }));
  expect(probe.streams.map((stream: { codec_name: string }) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Number(probe.format.duration)).toBeCloseTo(2, 1);
  // The 960×700 deck is 988×720 in the 1280×720 frame, 146 px from its left edge.
  execFileSync('ffmpeg', ['-v', 'error', '-ss', '0.5', '-i', file, '-frames:v', '1', '-vf', 'crop=988:720:146:0', path.join(dir, 'frame.png')]);

  await page.setViewportSize({ width: 988, height: 720 });
  await page.goto(`${owner.path(deck, 'fullscreen')}?controls=false&progress=false`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => document.fonts.ready);
  const { ratio, size } = diff(await page.screenshot(), readFileSync(path.join(dir, 'frame.png')));
  expect(size).toBe('988x720');
  // H.264 at 4:2:0 softens the edges of letters a little; the slide is the same.
  expect(ratio).toBeLessThan(0.02);
});

/** The top-left width×height of a PNG (the PDF page is 700.16 px tall: Chromium rounds page sizes to 1/300 inch). */
function cropTo(png: Buffer, width: number, height: number): Buffer {
  const source = PNG.sync.read(png);
  const out = new PNG({ width, height });
  PNG.bitblt(source, out, 0, 0, Math.min(width, source.width), Math.min(height, source.height), 0, 0);
  return PNG.sync.write(out);
}
