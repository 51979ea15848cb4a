/** Import in the new-deck flow: the header's Import, next to New deck, on any page. */
import { expect, test } from '@playwright/test';
import { DeckOwner } from '../pages/viewer';
import { HeaderImport } from '../pages/importer';

test('Import next to the header\'s New deck imports a file from any page and opens the new deck', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  await page.goto('/explore');
  const importer = new HeaderImport(page);
  await expect(importer.button).toBeVisible();
  await expect(importer.button).toHaveText('Import');

  await importer.choose('plan.md', Buffer.from('# Started from a file\n\nWords from the header import.\n'));
  await page.waitForURL(new RegExp(`/${owner.account.username}/started-from-a-file/edit$`));
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('Started from a file');
  await expect(canvas).toContainText('Words from the header import.');
});

test('the header\'s Import says why a file was refused, and the card can be dismissed', async ({ page }) => {
  await new DeckOwner(page).signUp();
  await page.goto('/explore');
  const importer = new HeaderImport(page);
  await importer.choose('photo.md', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  await expect(importer.error).toContainText('That file is none of these.');
  await page.getByTestId('import-dismiss').click();
  await expect(importer.status).toHaveCount(0);
});
