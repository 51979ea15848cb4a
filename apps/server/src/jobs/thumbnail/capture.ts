/**
 * What deck and theme thumbnails share: the export renderer loads a print view on the render origin, waits until it
 * is ready, captures its first page and makes a WebP of the thumbnail width of it.
 */
import sharp, { type OutputInfo } from 'sharp';
import { MEDIA_VARIANTS } from '@podium/shared';
import { RENDER_ORIGIN, type Renderer } from '../../render/chromium.js';

/** A thumbnail render is one page load and one screenshot. */
export const THUMBNAIL_TIMEOUT_MS = 60_000;

/** The first page of the print view at `path` (on the render origin), as WebP bytes and their size. */
export async function captureThumbnail(
  renderer: Renderer, signal: AbortSignal, path: string, size: { width: number; height: number },
): Promise<{ data: Buffer; info: OutputInfo }> {
  const png = await renderer.withPage(signal, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`${RENDER_ORIGIN}${path}`, { waitUntil: 'load' });
    await page.locator('html[data-print-ready="true"]').waitFor({ state: 'attached', timeout: THUMBNAIL_TIMEOUT_MS });
    return page.locator('.pdf-page').first().screenshot({ type: 'png', animations: 'disabled' });
  });
  return sharp(png).resize({ width: MEDIA_VARIANTS.deckThumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
}
