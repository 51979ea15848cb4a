/**
 * Discovery and brand pages: the What's new unread counter (menu and footer; server-side for signed-in users, localStorage for
 * visitors) cleared by opening What's new; /about#brand and the logo menu on / offering the logo files; /features;
 * texting a phone remote from the presenter's dialog (written as a file by the default SMS provider).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHANGELOG, MESSAGES } from '@podium/shared';
import { HeaderMenu, newAccount, SignInPage, SignUpPage } from '../pages/accounts';
import { createDeck } from '../pages/live';

test("the menu shows the unread What's new count and opening What's new clears it for good", async ({ page, browser }) => {
  const account = newAccount('news');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);

  const menu = new HeaderMenu(page);
  await menu.open();
  const entry = page.getByTestId('menu-whats-new');
  await expect(entry.locator('.menu__badge')).toHaveText(String(CHANGELOG.length));
  await entry.click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByTestId('changelog').getByRole('heading', { level: 2 }).first()).toHaveText(CHANGELOG[0]!.title);
  await expect(page.getByTestId('footer-whats-new')).toHaveText('What’s new');

  await menu.open();
  await expect(page.getByTestId('menu-whats-new')).toBeVisible();
  await expect(page.getByTestId('menu-whats-new').locator('.menu__badge')).toHaveCount(0);

  // The read state is the user's, on the server: a fresh browser signed in as them shows nothing unread.
  const context = await browser.newContext();
  const other = await context.newPage();
  const signIn = new SignInPage(other);
  await signIn.goto();
  await signIn.signIn(account.username, account.password, account.username);
  await new HeaderMenu(other).open();
  await expect(other.getByTestId('menu-whats-new')).toBeVisible();
  await expect(other.getByTestId('menu-whats-new').locator('.menu__badge')).toHaveCount(0);
  await context.close();
});

test("a signed-out visitor's footer counter clears once they read What's new", async ({ page }) => {
  await page.goto('/features');
  const footer = page.getByTestId('footer-whats-new');
  await expect(footer).toContainText(`(${CHANGELOG.length} unread)`);
  await footer.click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(footer).toHaveText('What’s new');
  await page.reload();
  await expect(page.getByTestId('footer-whats-new')).toHaveText('What’s new');
});

test('/about#brand offers the logo as SVG and PNG, and the logo menu on / downloads it', async ({ page }) => {
  await page.goto('/about#brand');
  await expect(page.getByRole('heading', { name: 'Brand' })).toBeInViewport();
  for (const file of ['podium-logo.svg', 'podium-logo.png']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`brand-download-${file}`).click()]);
    expect(download.suggestedFilename()).toBe(file);
    const saved = await readFile((await download.path())!);
    if (file.endsWith('.png')) expect(saved.subarray(1, 4).toString()).toBe('PNG');
    else expect(saved.toString()).toContain('<svg');
  }

  // The logo menu is only on the home page; it opens from its button (keyboard too) or a right-click on the logo.
  await expect(page.getByTestId('logo-menu-button')).toHaveCount(0);
  await page.goto('/');
  await page.getByRole('link', { name: 'Podium home' }).click({ button: 'right' });
  const download = page.getByRole('menuitem', { name: 'Download logo', exact: true });
  await expect(download).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(download).toBeHidden();
  await page.getByTestId('logo-menu-button').focus();
  await page.keyboard.press('Enter');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('logo-menu-download').click()]);
  expect(file.suggestedFilename()).toBe('podium-logo.svg');
});

test('/features describes what works and is linked from the home page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('home-features-link').click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you need to make, present and share decks.');
  for (const group of ['create', 'present', 'share', 'move', 'discover', 'media']) await expect(page.getByTestId(`features-${group}`)).toBeVisible();
  await expect(page.getByTestId('features-move')).toContainText('PowerPoint');
  await expect(page.getByText('This page is on its way')).toHaveCount(0);
});

test('the presenter texts a phone remote to a phone number', async ({ page }) => {
  const account = newAccount('sms');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Texted talk', '<section><h2>One</h2></section>');
  await page.goto(`/${account.username}/${deck.slug}/live`);
  await page.getByTestId('speaker-links').click();
  const dialog = page.getByTestId('speaker-links-dialog');
  await dialog.getByTestId('sms-phone').fill('415 555 0100');
  await dialog.getByTestId('sms-send').click();
  await expect(dialog.getByText(MESSAGES.smsPhoneInvalid)).toBeVisible();
  await dialog.getByTestId('sms-phone').fill('+1 415 555 2671');
  await dialog.getByTestId('sms-send').click();
  await expect(dialog.getByTestId('sms-sent')).toHaveText(MESSAGES.smsSent('+14155552671'));
  await expect(dialog.getByRole('list', { name: 'Speaker links' }).getByRole('listitem')).toHaveCount(1);

  // The default provider wrote the text under DATA_DIR/sms, with a speaker link of this deck.
  const dir = path.join(process.env.E2E_DATA_DIR!, 'sms');
  await expect.poll(async () => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    return texts.some((text) => text.startsWith('To: +14155552671\n') && text.includes(`/d/${deck.id}/speaker/`));
  }).toBe(true);
});
