/**
 * Every block type renders identically in the editor canvas and in the reveal.js player: one slide per type, built
 * through the API, screenshotted in both at scale 1 and compared pixel by pixel (pixelmatch).
 */
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { blockDeckDocument, blockPerType, createDeckWith } from '../fixtures/blockDeck';
import { diff, editorShot, playerShot } from '../pages/render';

/** At most this share of pixels may differ (text anti-aliasing under different compositing). */
const MAX_DIFF = 0.005;

async function save(file: string, body: Buffer): Promise<string> {
  await writeFile(file, body);
  return file;
}

test('each block type looks the same in the editor and in the player', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const account = newAccount('px');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const blocks = blockPerType();
  // margin 0 and no vertical centring: reveal.js then places the slide exactly like the canvas does.
  const { slug } = await createDeckWith(page, blockDeckDocument(blocks), { margin: 0, center: false });
  const storage = await page.context().storageState();
  const results: string[] = [];
  for (const [h, block] of blocks.entries()) {
    const editor = await editorShot(page, `/${account.username}/${slug}/edit`, h);
    const player = await playerShot(browser, storage, `/${account.username}/${slug}/fullscreen`, h, { width: 960, height: 700 });
    const d = diff(editor, player);
    results.push(`${block.type}: ${(d.ratio * 100).toFixed(3)}% (${d.size})`);
    if (d.ratio >= MAX_DIFF || process.env.PARITY_IMAGES) {
      for (const [name, body] of [['editor', editor], ['player', player], ['diff', d.image]] as const) {
        await testInfo.attach(`${block.type}-${name}.png`, { path: await save(testInfo.outputPath(`${block.type}-${name}.png`), body), contentType: 'image/png' });
      }
    }
  }
  console.log(results.join('\n'));
  for (const line of results) expect.soft(Number(/: ([\d.]+)%/.exec(line)![1]) / 100, line).toBeLessThan(MAX_DIFF);
});
