/** Page object for the Your data and Delete account sections of /users/edit, built on stable data-testids. */
import { expect, type Download, type Page } from '@playwright/test';

export class YourDataSection {
  constructor(private readonly page: Page) {}

  /** Starts the export of every deck and waits for its download link; returns the downloaded file. */
  async exportAllDecks(): Promise<Download> {
    await this.page.getByTestId('account-export-start').click();
    const link = this.page.getByTestId('account-export-download');
    await expect(link).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    return download;
  }

  /** Opens the confirmation dialog, types the password and confirms. */
  async deleteAccount(password: string): Promise<void> {
    const dialog = this.page.getByTestId('delete-account-dialog');
    if (!(await dialog.isVisible())) await this.page.getByTestId('delete-account-open').click();
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
  }

  /** The dialog's field error. */
  passwordError() {
    return this.page.getByTestId('delete-account-dialog').locator('.field__error');
  }
}

/** Creates a deck through the API from the current page (CSRF token from the page's metadata). */
export async function createDeckFromPage(page: Page, title: string): Promise<number> {
  return page.evaluate(async (title) => {
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    const response = await fetch('/api/v1/decks.json', {
      method: 'POST', body: JSON.stringify({ deck: { title } }), headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
    });
    return response.status;
  }, title);
}
