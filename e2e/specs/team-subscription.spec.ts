/**
 * The team's own subscription screen on its host (SPEC §2 team subscription show): the owner sees
 * seats × cost per seat in the SPEC §9 format, the next charge and the card, cancels (the prompt says what stays) and
 * reactivates before the period ends, switches to yearly from the next renewal; the screen works at phone width too.
 */
import { expect, test } from '@playwright/test';
import { newAccount } from '../pages/accounts';
import { TeamSignUp, teamOrigin } from '../pages/teams';

test('the team owner sees the team subscription, cancels it and reactivates it', async ({ page }, testInfo) => {
  const owner = newAccount('tbo');
  const slug = `bill-${owner.username.slice(3, 14)}`;
  await new TeamSignUp(page).create(owner, { name: 'Billing Labs', slug });
  await expect(page).toHaveURL(/\/edit_members$/);

  // Sign-up left the owner signed in on the team's address.
  await page.goto(`${teamOrigin(slug)}/edit`);
  await page.getByRole('navigation', { name: 'Team settings sections' }).getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(`${teamOrigin(slug)}/subscription`);

  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('team-subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('team-subscription-seats')).toContainText('1 active member');
  await expect(page.getByTestId('team-subscription-total')).toHaveText(/^\$\d+\/month$/);
  await expect(page.getByTestId('team-subscription-card')).toContainText('ending in 4242');
  await expect(page.getByTestId('team-subscription-next-charge')).not.toHaveText('None');
  await expect(page.getByTestId('team-receipts').getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('team-subscription.png'), fullPage: true });

  // Cancel at period end: the prompt says what stays; the team stays active until then, no next charge.
  await page.getByTestId('team-cancel').click();
  const prompt = page.getByRole('dialog', { name: "Cancel the team's subscription" });
  await expect(prompt).toContainText('nothing is deleted');
  await prompt.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('team-subscription-status')).toHaveText(/^Canceled: ends on /);
  await expect(page.getByTestId('team-subscription-next-charge')).toHaveText('None');
  await page.reload();
  await expect(page.getByTestId('team-subscription-status')).toHaveText(/^Canceled: ends on /);
  await page.screenshot({ path: testInfo.outputPath('team-subscription-canceled.png'), fullPage: true });

  // Reactivate before the period ends: nothing is charged, renewals resume.
  await page.getByTestId('team-reactivate').click();
  await expect(page.getByTestId('team-subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('team-subscription-next-charge')).not.toHaveText('None');
  await expect(page.getByTestId('team-invoices').getByRole('listitem')).toHaveCount(1);

  // Switch to yearly: the paid month runs on, yearly billing starts at the next renewal (nothing charged now).
  await page.getByTestId('team-switch-period').click();
  await expect(page.getByTestId('team-subscription-period')).toHaveText(/^Monthly \(yearly from .+\)$/);
  await expect(page.getByTestId('team-subscription-total')).toHaveText(/^\$\d+\/year$/);
  await expect(page.getByTestId('team-invoices').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('team-switch-period')).toHaveText('Stay monthly');

  // Phone width: every action stays reachable.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByTestId('team-cancel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('team-cancel')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('team-subscription-phone.png'), fullPage: true });
});
