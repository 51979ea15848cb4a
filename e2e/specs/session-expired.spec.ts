/**
 * SPEC §4: the status check runs every 60 s while signed in; when the server has ended the session, the
 * session-expired popup opens, and signing in there closes it with the app still where it was.
 */
import { expect, request, test } from '@playwright/test';
import { MESSAGES, TIMERS } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';

test('a session ended elsewhere opens the popup; signing in there closes it', async ({ page, baseURL }) => {
  await page.clock.install();
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const profileUrl = page.url();

  // End the session from another client that shares this browser's cookies (as a log-out in another tab would).
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const other = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  const signOut = await other.delete('/users/sign_out', { headers: { 'X-CSRF-Token': csrf ?? '', Accept: 'application/json' } });
  expect(signOut.ok()).toBeTruthy();
  await other.dispose();

  await page.clock.fastForward(TIMERS.authStatusCheckMs);
  const dialog = page.getByTestId('session-expired-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.sessionExpired);

  await page.getByTestId('session-expired-email').fill(account.email);
  await page.getByTestId('session-expired-password').fill(account.password);
  await page.getByTestId('session-expired-submit').click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(profileUrl);
  await expect(page.getByTestId('header-menu-button')).toBeVisible();

  // The session is real again: the next status check keeps the popup closed.
  await page.clock.fastForward(TIMERS.authStatusCheckMs);
  await expect(dialog).toBeHidden();
});
