/** Importing a file from the profile — drop it, watch its progress, land in the editor with its report. */
import { expect, test } from '@playwright/test';
import { DeckOwner } from '../pages/viewer';
import { FidelityReport } from '../pages/fidelity';
import { ProfileImport } from '../pages/importer';

const MARKDOWN = `# Imported by drag and drop

The first slide's body text.

---

## Second slide

![Flow diagram](images/flow.png)

Note: Remember to smile.
`;

test('dropping a Markdown file on the profile imports it, shows progress and opens the new deck with its report', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const importer = new ProfileImport(page);
  await expect(importer.dropZone).toBeVisible();

  await importer.drop('talk.md', MARKDOWN);
  await expect(importer.status).toBeVisible();
  await expect(importer.progress).toBeVisible();

  await page.waitForURL(new RegExp(`/${owner.account.username}/imported-by-drag-and-drop/edit$`));
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toBeVisible();
  await expect(canvas).toContainText('Imported by drag and drop');
  await expect(canvas).toContainText('The first slide\'s body text.');

  // The image the Markdown points at was not in the file: the report says so, once.
  const report = new FidelityReport(page);
  await expect(report.dialog).toBeVisible();
  await expect(report.items).toHaveText([/file "images\/flow.png"\s+is not in the Markdown file/]);
  await report.dismissButton.click();
  await expect(report.dialog).toBeHidden();
  await page.reload();
  await expect(canvas).toBeVisible();
  await expect(report.dialog).toHaveCount(0);
});

test('a file no format reads is refused on the profile with a clear message', async ({ page }) => {
  await new DeckOwner(page).signUp();
  const importer = new ProfileImport(page);
  await importer.choose('photo.md', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  await expect(importer.error).toContainText('That file is none of these.');
  await expect(importer.error).toContainText('Markdown');
  await page.getByTestId('import-dismiss').click();
  await expect(importer.status).toHaveCount(0);
});
