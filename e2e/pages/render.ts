/** Screenshots of one slide as the editor canvas shows it and as the reveal.js player shows it, and their pixel diff. */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Hides reveal.js chrome (controls, progress bar) so only the slide is compared. */
const PLAYER_CHROME = '.reveal .controls, .reveal .progress, .reveal .slide-number { display: none !important; }';

/** The editor canvas slide at scale 1 (the viewport is large enough for EDITOR.scaleMax). */
export async function editorShot(page: Page, url: string, h: number): Promise<Buffer> {
  await page.setViewportSize({ width: 2000, height: 1500 });
  if (!page.url().endsWith(new URL(url, page.url()).pathname)) await page.goto(url);
  const slide = page.getByTestId('editor-slide');
  await expect(slide).toBeVisible();
  const thumb = page.locator(`[data-testid="navigator-slide"][data-h="${h}"][data-v="0"]`);
  await thumb.click();
  await expect(thumb).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(0, 0); // no hover chrome
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-scale', '1.000');
  await settle(page);
  return slide.screenshot({ animations: 'disabled' });
}

/** The player (fullscreen view) at exactly the deck's size, so reveal.js shows the slide at scale 1. */
export async function playerShot(browser: Browser, storage: BrowserContextOptions['storageState'], url: string, h: number, size: { width: number; height: number }): Promise<Buffer> {
  const context = await browser.newContext({ storageState: storage, viewport: size });
  const page = await context.newPage();
  await page.goto(`${url}?fragments=false#/${h}`);
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await page.addStyleTag({ content: PLAYER_CHROME });
  await settle(page);
  const shot = await page.screenshot({ animations: 'disabled' });
  await context.close();
  return shot;
}

/** Fonts loaded and images decoded, then two frames. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    void document.body.offsetHeight; // a layout, so the faces the text uses start loading
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Share of differing pixels (pixelmatch, anti-aliasing ignored) and the diff image. */
export function diff(a: Buffer, b: Buffer): { ratio: number; image: Buffer; size: string } {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return { ratio: 1, image: a, size: `${pa.width}x${pa.height} vs ${pb.width}x${pb.height}` };
  const out = new PNG({ width: pa.width, height: pa.height });
  const count = pixelmatch(pa.data, pb.data, out.data, pa.width, pa.height, { threshold: 0.15 });
  return { ratio: count / (pa.width * pa.height), image: PNG.sync.write(out), size: `${pa.width}x${pa.height}` };
}
