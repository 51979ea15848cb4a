/** New deck opens the Deck templates popup; a template becomes a deck; slides from layouts; ctrl/shift-click bypass. */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { LayoutPicker, TemplatesPopup } from '../pages/templates';

async function signUp(page: Page) {
  const account = newAccount('tpl');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  return account;
}

test('New deck → pick a template → the editor opens with its slides; add a slide from a layout', async ({ page }) => {
  const account = await signUp(page);
  const popup = new TemplatesPopup(page);
  await popup.open();
  // Templates and My Decks (no Themes page without team themes); blank light and dark decks come first.
  await expect(popup.dialog.getByRole('tab')).toHaveText(['Templates', 'My Decks']);
  await expect(popup.dialog.getByTestId('blank-light')).toContainText('Blank light');
  await expect(popup.dialog.getByTestId('blank-dark')).toContainText('Blank dark');
  await expect(popup.dialog.locator('[data-testid^="template-"]:not([data-testid^="template-preview"])')).toHaveCount(12);

  // The preview shows every slide of the template before it is used.
  await popup.card('timeline').click();
  const preview = popup.dialog.getByTestId('template-preview');
  await expect(preview).toContainText('Timeline');
  await expect(preview.getByRole('list', { name: 'Slides' }).getByRole('listitem')).toHaveCount(2);
  await preview.getByTestId('template-preview-back').click();

  await popup.useTemplate('agenda');
  await expect(page).toHaveURL(new RegExp(`/${account.username}/agenda/edit$`));
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('Agenda');
  await expect(canvas).toContainText('Where we stand');
  const slides = page.getByTestId('navigator-slide');
  await expect(slides).toHaveCount(2);

  await new LayoutPicker(page).add('title-body');
  await expect(slides).toHaveCount(3);
  // The new slide comes right after the current (first) one and is the one being edited.
  await expect(page.locator('[data-testid="navigator-slide"][data-h="1"]')).toHaveAttribute('aria-current', 'true');
  await expect(canvas).toContainText('First point');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/, { timeout: 15_000 });

  // It is saved: a reload shows three slides, the layout's in second place.
  await page.reload();
  await expect(slides).toHaveCount(3);
  await slides.nth(1).click();
  await expect(canvas).toContainText('Second point');

  // Opened straight from a page load (no popup before), the picker still draws its layout thumbnails.
  await page.getByTestId('navigator-add-from-layout').click();
  const thumb = page.getByTestId('layout-quote').locator('.slide-picture');
  await expect(thumb).toContainText('A quote worth remembering.');
  expect((await thumb.boundingBox())?.height).toBeGreaterThan(40);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('layout-picker')).toHaveCount(0);
});

test('My Decks starts a new deck from a copy of one of mine, and a blank dark deck uses black-blue', async ({ page }) => {
  const account = await signUp(page);
  const popup = new TemplatesPopup(page);
  await popup.open();
  await popup.useTemplate('quote');
  await expect(page.getByTestId('editor-canvas')).toContainText('The best way to predict the future');
  const original = page.url();

  await page.goto(`/${account.username}`);
  await popup.open();
  await popup.dialog.getByTestId('deck-templates-tab-mine').click();
  await popup.dialog.getByRole('button', { name: /Quote/ }).click();
  await expect(page).toHaveURL(/\/edit$/);
  expect(page.url()).not.toBe(original);
  await expect(page.getByTestId('editor-canvas')).toContainText('The best way to predict the future');

  await page.goto(`/${account.username}`);
  await popup.open();
  await popup.dialog.getByTestId('blank-dark').click();
  await expect(page).toHaveURL(/\/edit$/);
  const deck = await page.evaluate(async (username) => {
    const list = await (await fetch(`/api/v1/decks.json?username=${username}&order=newest-first`)).json();
    return list.results[0];
  }, account.username);
  expect(deck.theme_color).toBe('black-blue');
});

test('the main menu\'s New deck opens the same popup', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('header-menu-button').click();
  await page.getByTestId('menu-new-deck').click();
  const popup = new TemplatesPopup(page);
  await expect(popup.dialog).toBeVisible();
  await expect(popup.card('code-walkthrough')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup.dialog).toHaveCount(0);
});

for (const modifier of ['Control', 'Shift'] as const) {
  test(`${modifier}-click on New deck bypasses the popup and creates a blank deck`, async ({ page, context }) => {
    await signUp(page);
    const popup = new TemplatesPopup(page);
    const opened = context.waitForEvent('page');
    await popup.newDeck.click({ modifiers: [modifier] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/edit$/, { timeout: 20_000 });
    await expect(tab.getByTestId('editor-canvas')).toContainText('Title Text');
    await expect(popup.dialog).toHaveCount(0);
  });
}
