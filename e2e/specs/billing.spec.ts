/**
 * Upgrading in the browser: a free user goes from the menu's Upgrade to the card form, sees the SPEC §5
 * card rules at the fields, is declined by the declined test card (nothing changes), pays with the success card and
 * can make a deck private at once — menus and visibility follow without a page reload.
 */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { HeaderMenu, SignUpPage, newAccount } from '../pages/accounts';
import { BillingScreen, UpgradeScreen, futureExpiry } from '../pages/billing';

test('free user → Upgrade → card → Pro → makes a deck private without a reload', async ({ page }) => {
  const account = newAccount('pay');
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(account);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const created = await page.request.post('/api/v1/decks.json', {
    headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data: { deck: { title: 'Quarterly plan' } },
  });
  const { deck } = await created.json();
  await page.goto(`/${account.username}/${deck.slug}`);
  // Free plan: "Private" cannot be chosen, and the upgrade prompt says why.
  await expect(page.getByTestId('deck-visibility').locator('option[value="self"]')).toBeDisabled();
  await expect(page.getByTestId('visibility-upgrade')).toBeVisible();
  // From here on the page must never load again: a full reload would drop this marker.
  await page.evaluate(() => { (window as unknown as { podiumMarker: number }).podiumMarker = 17; });

  const menu = new HeaderMenu(page);
  await menu.open();
  await expect(page.getByTestId('menu-billing')).toHaveCount(0);
  await page.getByTestId('menu-upgrade').click();
  await expect(page).toHaveURL(/\/account\/upgrade$/);

  const upgrade = new UpgradeScreen(page);
  await upgrade.choose('pro', 'monthly');
  await expect(page.getByTestId('upgrade-submit')).toHaveText('Pay $10/month');
  // SPEC §5 rules, live at each field.
  await upgrade.fillCard('4242424242424241', '13/30', '12');
  await expect(upgrade.fieldError('number')).toHaveText(MESSAGES.invalidCardNumber);
  await expect(upgrade.fieldError('expiry')).toHaveText(MESSAGES.invalidExpiry);
  await expect(upgrade.fieldError('cvc')).toHaveText(MESSAGES.invalidSecurityCode);
  await upgrade.field('number').fill('4242 4242 4242 4242 999');
  await expect(upgrade.field('number')).toHaveValue('4242424242424242999'); // capped at visa's longest length
  await upgrade.field('number').fill('378282246310005');
  await expect(page.getByText('American Express card')).toBeVisible();
  await upgrade.field('cvc').fill('12345');
  await expect(upgrade.field('cvc')).toHaveValue('1234');
  await expect(upgrade.fieldError('cvc')).toHaveCount(0); // 4 digits are fine for amex

  // The declined card: the message, and nothing changed.
  await upgrade.fillCard('4000000000000002', futureExpiry(), '123');
  await upgrade.pay();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.cardDeclined })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/upgrade$/);
  await menu.open();
  await expect(page.getByTestId('menu-upgrade')).toBeVisible();
  await page.keyboard.press('Escape');

  // The success card.
  await upgrade.fillCard('4242424242424242', futureExpiry(), '123');
  await upgrade.pay();
  const billing = new BillingScreen(page);
  await billing.expectPlan('Pro');
  await expect(page.getByTestId('billing-card')).toContainText('Visa ending in 4242');
  await expect(page.getByTestId('billing-receipts').getByTestId('billing-receipts-view')).toHaveCount(1);
  await menu.open();
  await expect(page.getByTestId('menu-billing')).toBeVisible();
  await expect(page.getByTestId('menu-upgrade')).toHaveCount(0);

  // Back to the deck through the app's own links, then make it private.
  await page.getByTestId('menu-profile').click();
  await page.getByTestId('profile-deck-card').getByRole('link', { name: /Quarterly plan/ }).first().click();
  await expect(page.getByTestId('deck-visibility').locator('option[value="self"]')).toBeEnabled();
  await expect(page.getByTestId('visibility-upgrade')).toHaveCount(0);
  await page.getByTestId('deck-visibility').selectOption('self');
  await expect(page.getByText(MESSAGES.visibilityChanged.self)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { podiumMarker?: number }).podiumMarker)).toBe(17);
});
