/**
 * The media library in the editor: an image uploaded into the library gets its variants, is found again by search,
 * renamed in the media preview popup, and inserted into a slide from the library (by click and by dragging a tile
 * onto the canvas); the slide keeps it after a reload.
 */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage, makePng } from '../pages/editor';

test('insert an image from the media library into a slide', async ({ page }) => {
  const account = newAccount('ml');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);

  await page.getByTestId('toolbar-insert-image').click();
  const dialog = page.getByTestId('image-dialog');
  await expect(dialog.getByTestId('media-empty')).toBeVisible();
  await dialog.getByTestId('media-upload-input').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: makePng(400, 200) });
  await dialog.getByTestId('media-upload-input').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: makePng(100, 100, [20, 90, 200]) });
  const tiles = dialog.getByTestId('media-tile');
  await expect(tiles).toHaveCount(2, { timeout: 20_000 });
  // Variants are made in the background; the grid swaps in the WebP thumbnail once they exist.
  await expect(tiles.locator('img[src$=".webp"]')).toHaveCount(2, { timeout: 30_000 });

  await dialog.getByTestId('media-search').fill('suns');
  await expect(tiles).toHaveCount(1);
  await expect(dialog.getByTestId('media-grid')).toContainText('sunset.png');

  // The media preview popup renames it.
  await dialog.getByTestId('media-details').click();
  const preview = page.getByTestId('media-preview');
  await expect(preview.locator('img')).toHaveAttribute('src', /\.webp$/);
  await expect(preview).toContainText('400 × 200');
  await preview.getByTestId('media-label').fill('Evening sky');
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(preview.getByRole('button', { name: 'Save' })).toBeDisabled();
  await preview.getByLabel('Close').click();
  await expect(dialog.getByTestId('media-grid')).toContainText('Evening sky');

  // Pick it: the slide gets an image block showing the display-size WebP at the image's proportions.
  await tiles.first().click();
  await expect(dialog).toHaveCount(0);
  await expect(editor.blocks('image')).toHaveCount(1);
  const img = editor.blocks('image').first().locator('img');
  await expect(img).toHaveAttribute('src', /^\/media\/[\w-]+\.webp$/);
  const box = await editor.geometry(await editor.selectedId());
  expect(box.width / box.height).toBeCloseTo(2, 1);

  // Drag the other image from the library onto the canvas.
  await page.getByTestId('toolbar-insert-image').click();
  await dialog.getByTestId('media-search').fill('office');
  await expect(tiles).toHaveCount(1);
  // The dialog steps aside once the drag starts, so the slide under it can take the drop.
  const tile = await tiles.first().boundingBox();
  await page.mouse.move(tile!.x + tile!.width / 2, tile!.y + tile!.height / 2);
  await page.mouse.down();
  await page.mouse.move(tile!.x + tile!.width / 2 + 20, tile!.y + tile!.height / 2 + 20, { steps: 4 });
  await expect(dialog).toHaveCount(0);
  const slide = await page.getByTestId('editor-slide').boundingBox();
  await page.mouse.move(slide!.x + 80, slide!.y + 80, { steps: 6 });
  await page.mouse.up();
  await expect(editor.blocks('image')).toHaveCount(2);

  await editor.saved();
  await page.reload();
  await expect(editor.blocks('image')).toHaveCount(2);
  await expect(editor.blocks('image').first().locator('img')).toHaveAttribute('src', /\.webp$/);
});
