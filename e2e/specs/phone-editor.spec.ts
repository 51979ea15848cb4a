/**
 * At phone width (390 × 844) the editor is a view-and-light-edit layout, as Google Slides' mobile web:
 * a compact top bar whose Undo, Share and Present stay reachable, the other commands in the More menu, the slide
 * fitted to the screen and the slide navigator below it.
 */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the phone editor keeps every top-bar control on screen, fits the slide and puts the navigator below', async ({ page }) => {
  const account = newAccount('phone');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);

  // Nothing runs off the side: the page does not scroll sideways and every top-bar control is on screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ['deck-title', 'undo-button', 'redo-button', 'present-button', 'comments-toggle', 'share-button', 'editor-more-menu']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box, id).not.toBeNull();
    expect(box.x, id).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, id).toBeLessThanOrEqual(390);
  }
  // The slide fits the screen's width and the navigator sits below it.
  const slide = (await editor.blocks().first().locator('xpath=ancestor::*[contains(@class,"ed-stage")]').boundingBox())!;
  expect(slide.x).toBeGreaterThanOrEqual(0);
  expect(slide.x + slide.width).toBeLessThanOrEqual(390);
  const thumb = (await page.getByTestId('navigator-slide').first().boundingBox())!;
  expect(thumb.y).toBeGreaterThanOrEqual(slide.y + slide.height);

  // Light editing: insert from the More menu, retype the title, undo.
  const texts = await editor.blocks('text').count();
  await page.getByTestId('editor-more-menu').click();
  await page.getByTestId('menu-toolbar-insert-text').click();
  await expect(editor.blocks('text')).toHaveCount(texts + 1);
  await page.getByTestId('undo-button').click();
  await expect(editor.blocks('text')).toHaveCount(texts);
  const title = (await editor.blocks('text').first().getAttribute('data-block-id'))!;
  await editor.typeText(title, 'On the go');
  await expect(editor.block(title)).toContainText('On the go');
  await editor.saved();
  // The save state is a word, not only a coloured dot.
  expect((await editor.saveStatus.boundingBox())!.width).toBeGreaterThan(30);

  // A selected block's properties open as a bottom sheet over the navigator, the slide staying in view; Done closes it.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await editor.block(title).click();
  const sheet = page.getByTestId('properties-sheet');
  await expect(sheet.getByTestId('panel-block')).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  expect(Math.round(sheetBox.y + sheetBox.height)).toBe(844);
  expect(sheetBox.width).toBe(390);
  expect(sheetBox.y).toBeGreaterThanOrEqual(slide.y + slide.height);
  await expect(sheet.getByTestId('style-x')).toBeVisible();
  await sheet.getByTestId('properties-sheet-done').click();
  await expect(sheet).toHaveCount(0);

  // The commands that left the top bar are in the menu.
  await page.getByTestId('editor-more-menu').click();
  await expect(page.getByTestId('menu-settings')).toBeVisible();
  await expect(page.getByTestId('menu-preview')).toBeVisible();
  await expect(page.getByTestId('menu-export')).toBeVisible();
  await expect(page.getByTestId('menu-history')).toBeVisible();
  await expect(page.getByTestId('editor-trash-deck')).toBeVisible();
  await page.getByTestId('menu-settings').click();
  const settings = page.getByTestId('deck-settings');
  await expect(settings).toBeVisible();
  const swatches = (await settings.getByRole('radiogroup', { name: 'Theme colour' }).getByRole('radio').last().boundingBox())!;
  const dialog = (await settings.boundingBox())!;
  expect(swatches.x + swatches.width).toBeLessThanOrEqual(dialog.x + dialog.width);
  await page.screenshot({ path: '/tmp/ux/phone-editor.png' });
});
