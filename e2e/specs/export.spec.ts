/** The export screen: options from the user's settings, a live progress bar, the download, and the print view. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DeckOwner, DeckShowPage } from '../pages/viewer';
import { ExportScreen } from '../pages/exportScreen';

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

test('the print view lays the deck out one slide per page for the browser to print', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Printable', SLIDES);
  await page.goto(`${owner.path(deck, 'fullscreen')}?print-pdf`);
  await expect(page.locator('html')).toHaveAttribute('data-print-ready', 'true');
  await expect(page.locator('.pdf-page')).toHaveCount(2);
  await expect(page.locator('.pdf-page').first()).toContainText('Quarterly numbers');
});
