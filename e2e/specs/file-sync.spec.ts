/**
 * File-storage sync as a user meets it on a production server: the account settings form tests the connection on
 * save and says why it was refused (a private address here: the server never contacts one), and a deck's settings
 * point to account settings until a storage is connected. Pushing to a real WebDAV server is covered by the API
 * tests (services/sync/sync.api.test.ts), which can admit a local test server.
 */
import { expect, test } from '@playwright/test';
import { SYNC_MESSAGES } from '@podium/shared';
import { AccountSettingsPage, HeaderMenu, newAccount, SignUpPage } from '../pages/accounts';

test('connecting a private address is refused with its message; a deck asks to connect storage first', async ({ page }) => {
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(newAccount());
  await new AccountSettingsPage(page).goto();
  const section = page.locator('#file-storage');
  await expect(section.getByRole('heading', { name: 'File storage sync' })).toBeVisible();
  await section.getByLabel('WebDAV address').fill('http://192.168.1.20/remote.php/dav/files/me/');
  await section.getByLabel('Username').fill('me');
  await section.getByLabel('Password or app token').fill('an app token');
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByText(SYNC_MESSAGES.addressBlocked)).toBeVisible();
  await expect(section.getByLabel('WebDAV address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('file-storage-connected')).toHaveCount(0);

  await new HeaderMenu(page).newDeck();
  await page.getByTestId('deck-settings-button').click();
  const sync = page.getByTestId('deck-sync');
  await expect(sync).toContainText('Connect your file storage');
  await sync.getByRole('link', { name: 'account settings' }).click();
  await expect(page).toHaveURL(/\/users\/edit#file-storage$/);
  await expect(page.locator('#file-storage').getByLabel('WebDAV address')).toBeVisible();
});
