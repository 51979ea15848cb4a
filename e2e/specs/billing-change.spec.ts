/**
 * Changing plan in the browser: a Lite yearly subscriber sees, before confirming, what moving to Pro charges today
 * (credit for the unused Lite year, the rest of the Pro year) and at the renewal; a period switch waits for the
 * renewal and charges nothing today unless "Now" is chosen. Confirming charges what was shown.
 */
import { expect, test } from '@playwright/test';
import { SignUpPage, newAccount } from '../pages/accounts';
import { BillingScreen, UpgradeScreen } from '../pages/billing';

test('Lite yearly → sees today’s prorated charge and the renewal → moves to Pro', async ({ page }) => {
  const account = newAccount('prorate');
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(account);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const bought = await page.request.post('/api/v1/subscriptions.json', {
    headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' },
    data: { subscription: { plan: 'lite', period: 'yearly', payment: { card_number: '4242424242424242', cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) } } },
  });
  expect(bought.ok()).toBe(true);

  await page.goto('/account/upgrade');
  const upgrade = new UpgradeScreen(page);
  // A period switch: at the renewal by default, nothing today.
  await upgrade.choose('lite', 'monthly');
  await expect(page.getByTestId('upgrade-timing-renewal')).toBeChecked();
  await expect(page.getByTestId('change-today')).toHaveText('$0');
  await expect(page.getByTestId('change-renewal')).toContainText('$5 on');
  await expect(page.getByTestId('upgrade-submit')).toHaveText('Change at renewal');
  await page.getByTestId('upgrade-timing-now').check();
  await expect(page.getByTestId('change-credit')).toContainText('$45');

  // The upgrade: the unused Lite year is credited against the Pro year, all shown before paying.
  await upgrade.choose('pro', 'yearly');
  await expect(page.getByTestId('upgrade-timing-now')).toBeChecked();
  await expect(page.getByTestId('change-lines')).toContainText('Unused time on Lite (yearly)');
  await expect(page.getByTestId('change-lines')).toContainText('-$50');
  await expect(page.getByTestId('change-today')).toHaveText('$50');
  await expect(page.getByTestId('change-renewal')).toContainText('$100 on');
  await expect(page.getByTestId('upgrade-submit')).toHaveText('Pay $50 now');
  if (process.env.BILLING_SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.BILLING_SCREENSHOTS}/upgrade-${width}.png`, fullPage: true });
    }
  }
  await upgrade.pay();

  const billing = new BillingScreen(page);
  await billing.expectPlan('Pro');
  await expect(page.getByTestId('billing-receipts').getByText('(prorated change)')).toHaveCount(1);
  await expect(page.getByTestId('billing-next-charge')).toContainText('$100 on');
});
