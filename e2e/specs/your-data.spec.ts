/** Your data in account settings: export every deck as one ZIP, then delete the account (wrong password first). */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeckFromPage, YourDataSection } from '../pages/yourData';

test('export all my decks → delete my account → nothing of me is served', async ({ page }) => {
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  await page.goto('/users/edit#your-data');
  expect(await createDeckFromPage(page, 'Quarterly review')).toBe(201);

  const yourData = new YourDataSection(page);
  const download = await yourData.exportAllDecks();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^podium-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  await expect(page.getByTestId('account-export-download')).toHaveText('Download ZIP (1 deck)');

  await yourData.deleteAccount('not the password');
  await expect(yourData.passwordError()).toHaveText(MESSAGES.currentPasswordWrong);
  await yourData.deleteAccount(account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MESSAGES.accountDeleted)).toBeVisible();
  // Signed out on purpose: no "session expired" prompt, and the home page is the signed-out one.
  await expect(page.getByTestId('session-expired-dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();

  expect((await page.request.get(`/api/v1/users/${account.username}.json`)).status()).toBe(404);
  expect((await page.request.get('/api/v1/status.json')).ok()).toBe(true);
  expect((await (await page.request.get('/api/v1/status.json')).json()).user_signed_in).toBe(false);
});
