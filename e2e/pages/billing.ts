/** Page objects for the billing screens: the upgrade card form and the billing page. */
import { expect, type Page } from '@playwright/test';

/** A card expiry a year ahead, as typed: "MM/YY". */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** /account/upgrade. */
export class UpgradeScreen {
  constructor(private readonly page: Page) {}

  field(name: 'number' | 'expiry' | 'cvc') {
    return this.page.getByTestId({ number: 'upgrade-card-number', expiry: 'upgrade-card-expiry', cvc: 'upgrade-card-cvc' }[name]);
  }

  /** The message shown at a field (its aria-describedby error). */
  fieldError(name: 'number' | 'expiry' | 'cvc') {
    return this.page.locator('.field', { has: this.field(name) }).getByTestId('form-error');
  }

  /** Picks plan and period. */
  async choose(plan: 'lite' | 'pro', period: 'monthly' | 'yearly'): Promise<void> {
    await this.page.getByTestId(`upgrade-plan-${plan}`).check();
    await this.page.getByTestId(`upgrade-period-${period}`).check();
  }

  /** Types a card. */
  async fillCard(number: string, expiry: string, cvc: string): Promise<void> {
    await this.field('number').fill(number);
    await this.field('expiry').fill(expiry);
    await this.field('cvc').fill(cvc);
  }

  /** Presses Pay. */
  async pay(): Promise<void> {
    await this.page.getByTestId('upgrade-submit').click();
  }
}

/** /account/billing. */
export class BillingScreen {
  constructor(private readonly page: Page) {}

  /** Waits for the subscription card. */
  async expectPlan(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/account\/billing$/);
    await expect(this.page.getByTestId('billing-subscription').getByRole('heading', { level: 2 })).toHaveText(`${name} plan`);
  }
}
