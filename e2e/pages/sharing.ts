/** Page objects for the sharing dialog and the link password screen, built on stable data-testids. */
import { expect, type Page } from '@playwright/test';

export class ShareDialog {
  constructor(private readonly page: Page) {}

  get root() { return this.page.getByTestId('share-dialog'); }

  /** Opens the dialog from the deck page. */
  async open(): Promise<void> {
    await this.page.getByTestId('share-button').click();
    await expect(this.root).toBeVisible();
  }

  /** Closes it with Escape. */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.root).toBeHidden();
  }

  /** Creates a private link with the plus button; resolves once its row is selected. */
  async createLink(): Promise<void> {
    const rows = this.root.getByTestId('token-row');
    const before = await rows.count();
    await this.root.getByTestId('token-create').click();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.last()).toHaveAttribute('aria-selected', 'true');
  }

  /** The link in the Copy Link tab. */
  async linkUrl(): Promise<string> {
    await this.root.getByRole('tab', { name: 'Copy Link' }).click();
    return this.root.getByTestId('share-url').inputValue();
  }

  /** The row texts: name and view count. */
  row(index: number) { return this.root.getByTestId('token-row').nth(index); }
}

export class LinkPasswordScreen {
  constructor(private readonly page: Page) {}

  /** Submits a password. */
  async submit(password: string): Promise<void> {
    await this.page.getByTestId('link-password').fill(password);
    await this.page.getByTestId('link-password-submit').click();
  }
}
