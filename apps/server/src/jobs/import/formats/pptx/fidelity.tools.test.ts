/**
 * PowerPoint fidelity as a viewer sees it: fixture files (a table styled by PowerPoint's default table style, text
 * boxes that do not wrap or that fit their text) are imported, exported as the offline ZIP and opened in Chromium,
 * where the table shows its header colour and bands and a one-line box's words stay on their lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPptx } from '@podium/deck/import/pptx';
import { buildPptx, tableFrame, textBox } from '@podium/deck/import/pptx/test-pptx';
import { findRepoRoot } from '../../../../config.js';
import { createZipFormat } from '../../../export/formats/zip/index.js';
import { exportInput } from '../../../export/formats/test-input.js';
import { unzipToTemp } from '../../../../test/unzip.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const hasChromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']).status === 0;

const SLIDES = [
  tableFrame('<a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}</a:tableStyleId></a:tblPr>',
    [['Region', 'Q1', 'Q2'], ['North', '1', '2'], ['South', '3', '4'], ['West', '5', '6']]),
  [
    textBox('<a:bodyPr wrap="none"/>', ['One textbox', 'Second line'], [40, 40, 90, 80]),
    textBox('<a:bodyPr wrap="square"><a:spAutoFit/></a:bodyPr>', ['Growing textbox'], [400, 200, 110, 40]),
  ].join(''),
];

/** How many line boxes the text `words` takes in the shown slide (in the text that holds `within`). */
function linesOf(page: Page, words: string, within = words): Promise<number> {
  return page.evaluate(([needle, holder]) => {
    const walker = document.createTreeWalker(document.querySelector('.reveal .slides section.present')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.includes(holder!)) continue;
      const at = node.textContent!.indexOf(needle!);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle!.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    return -1;
  }, [words, within]);
}

describe.skipIf(!hasChromium)('PowerPoint fidelity in the player', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const imported = await readPptx(await buildPptx({ slides: SLIDES }), { storeImage: async () => '/media/x.png' });
    const playerDir = mkdtempSync(path.join(tmpdir(), 'podium-player-'));
    const script = pathToFileURL(path.join(findRepoRoot(), 'scripts/build.mjs')).href;
    const built = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(script)}); await m.buildPlayer(${JSON.stringify(playerDir)});`], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`player build failed: ${built.stderr}`);
    const input = exportInput(imported.document);
    const zip = await createZipFormat({ playerDir }).run({ ...input, settings: { ...input.settings, width: imported.width, height: imported.height, themeColor: 'white-blue' } });
    const dir = await unzipToTemp(zip.file, 'podium-fidelity-');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: imported.width, height: imported.height } });
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await page.waitForFunction(() => document.querySelector('.reveal.ready') !== null);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a table in its PowerPoint style: accent header with white text, banded rows, white grid', async () => {
    const look = await page.evaluate(() => {
      const table = document.querySelector('.reveal section.present table')!;
      const style = (el: Element) => getComputedStyle(el);
      const rows = [...table.querySelectorAll('tr')];
      return {
        header: style(rows[0]!.querySelector('th')!).backgroundColor === 'rgba(0, 0, 0, 0)' ? style(rows[0]!).backgroundColor : style(rows[0]!.querySelector('th')!).backgroundColor,
        headerText: style(rows[0]!.querySelector('th')!).color,
        bands: rows.slice(1).map((r) => style(r).backgroundColor),
        grid: style(rows[1]!.querySelector('td')!).borderBottomColor,
      };
    });
    expect(look).toEqual({
      header: 'rgb(68, 114, 196)', headerText: 'rgb(255, 255, 255)',
      bands: ['rgb(180, 199, 231)', 'rgb(218, 227, 243)', 'rgb(180, 199, 231)'], grid: 'rgb(255, 255, 255)',
    });
    if (process.env.PODIUM_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.PODIUM_SCREENSHOTS, 'fidelity-table.png') });
  });

  it('keeps each line of a wrap="none" box whole, and never breaks a fitted box\'s word', async () => {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.reveal section.present')?.textContent?.includes('One textbox'));
    expect(await linesOf(page, 'One textbox')).toBe(1);
    expect(await linesOf(page, 'Second line')).toBe(1);
    // The box fitted to its text is narrow for the browser's fallback font: "textbox" moves down whole, never "textbo / x".
    expect(await linesOf(page, 'textbox', 'Growing textbox')).toBe(1);
    if (process.env.PODIUM_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.PODIUM_SCREENSHOTS, 'fidelity-text.png') });
  });
});
