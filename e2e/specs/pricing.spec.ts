/** The pricing page compares the plans: the configured prices and every plan privilege, readable on a phone. */
import { expect, test } from '@playwright/test';
import { ACCOUNT_TYPES, PLAN_FEATURES, PLAN_NAMES, formatPlanPrice, type PlansJson } from '@podium/shared';

test('compares every plan privilege plan by plan with the prices in force for the chosen period', async ({ page }) => {
  const plans = (await (await page.request.get('/api/v1/plans.json')).json()) as PlansJson;
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Compare plans' });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', ...ACCOUNT_TYPES.map((plan) => PLAN_NAMES[plan])]);
  const expectPrices = async (period: 'monthly' | 'yearly') => {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Price, billed ${period}` }) });
    // The prices load after the page.
    await expect.poll(async () => row.getByRole('cell').allTextContents())
      .toEqual(ACCOUNT_TYPES.map((plan) => {
        if (plan === 'default') return 'Free';
        const text = formatPlanPrice(plans.prices[plan][period], period, plans.currency);
        return plan === 'enterprise' ? `${text} per member` : text;
      }));
  };
  await expectPrices('yearly');
  // The test server sets no deck limits (DECK_LIMIT_<PLAN>), so the free plan's card may promise unlimited public decks.
  await expect(page.getByTestId('pricing-plan-default')).toContainText('Unlimited public decks');
  await page.getByTestId('pricing-period-monthly').check();
  await expectPrices('monthly');

  await expect(table.getByRole('rowheader')).toHaveCount(PLAN_FEATURES.length + 1);
  for (const feature of PLAN_FEATURES) {
    const cells = table.getByTestId(`pricing-feature-${feature.privilege}`).getByRole('cell');
    await expect(table.getByTestId(`pricing-feature-${feature.privilege}`).getByRole('rowheader')).toHaveText(feature.label);
    for (const [index, plan] of ACCOUNT_TYPES.entries()) {
      await expect(cells.nth(index)).toHaveAccessibleName(feature.plans.includes(plan) ? 'Included' : 'Not included');
    }
  }
});

test('fits a phone: neither the page nor the comparison table is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pricing');
  const table = page.getByTestId('pricing-matrix');
  await expect(table.getByRole('rowheader', { name: 'Themes' })).toBeVisible();
  await expect(table.getByRole('cell').nth(3)).not.toHaveText('…');
  const widths = await page.evaluate(() => {
    const frame = document.querySelector('.pricing__matrix-frame')!;
    return { page: document.documentElement.scrollWidth, screen: window.innerWidth, table: frame.scrollWidth, frame: frame.clientWidth };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  expect(widths.table).toBeLessThanOrEqual(widths.frame);
});
