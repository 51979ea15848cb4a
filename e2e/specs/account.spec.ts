/** The account round trip of the Foundation issue: sign up, log out, sign in, create a deck, see it on the profile. */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { AccountSettingsPage, HeaderMenu, newAccount, SignInPage, SignUpPage, uploadFromPage } from '../pages/accounts';

test('sign up → log out → sign in → new deck → the profile lists it', async ({ page }) => {
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  await expect(page.getByTestId('profile-empty')).toBeVisible();

  const menu = new HeaderMenu(page);
  await menu.logOut();

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password, account.username);

  await menu.newDeck();
  await expect(page.getByTestId('deck-title')).toBeVisible();

  // The editor fills the window (no site header); its back button leads to the profile.
  await page.getByRole('link', { name: 'Back to your decks' }).click();
  await expect(page).toHaveURL(new RegExp(`/${account.username}$`));
  await expect(page.getByTestId('profile-deck-card')).toHaveCount(1);
  await expect(page.getByTestId('profile-empty')).toHaveCount(0);
});

test('a wrong password shows an error and stays on the sign-in page', async ({ page }) => {
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  await new HeaderMenu(page).logOut();

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submit(account.username, 'not the password');
  await expect(page.getByTestId('form-error')).toHaveText(MESSAGES.invalidCredentials);
  await expect(page.getByTestId('form-error')).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/users\/sign_in$/);
});

test('a taken username says so while typing', async ({ page }) => {
  const account = newAccount();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(account);
  await new HeaderMenu(page).logOut();

  await signUp.goto();
  await signUp.typeUsername(account.username);
  await expect(page.getByTestId('form-error')).toHaveText(MESSAGES.taken);
});

test('empty submit marks every required field', async ({ page }) => {
  await new SignUpPage(page).goto();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toHaveCount(3);
  await expect(page.getByTestId('form-error').first()).toHaveText(MESSAGES.required);
});

test('account settings show media storage used against the plan limit', async ({ page }) => {
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  await expect(settings.storageUsage()).toContainText('0 B of 250 MB used');
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  expect(await uploadFromPage(page, 'dot.png', 'image/png', png)).toBe(201);
  await settings.goto();
  await expect(settings.storageUsage()).toContainText('70 B of 250 MB used');
  await expect(settings.storageMeter()).toHaveAttribute('value', '70');
});
