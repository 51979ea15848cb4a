/** Page object of /themes (the theme editor) and the deck-theme bits of the editor's deck settings. */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export class ThemesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/themes');
    await expect(this.page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
  }

  /** Creates a theme and waits for its editor. */
  async create(): Promise<void> {
    await this.page.getByTestId('theme-new').click();
    await expect(this.page.getByTestId('theme-name')).toHaveValue('Untitled');
  }

  /** Replaces a code field's text (CodeMirror: select all, then type). */
  async setCode(testId: string, text: string): Promise<void> {
    const editor = this.page.getByTestId(testId);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    // insertText: typed Enter keys would be auto-indented by the editor.
    await this.page.keyboard.insertText(text);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('theme-save').click();
    await expect(this.page.getByTestId('theme-status')).toHaveText(/^(All changes saved|Saved; the CSS has an error)/);
  }

  get preview(): FrameLocator {
    return this.page.frameLocator('[data-testid="theme-preview"]');
  }

  get lessError(): Locator {
    return this.page.getByTestId('theme-less-error');
  }
}

/** Authenticated JSON calls from a signed-in page (CSRF token from the page's meta tag). */
export async function api(page: Page, method: 'POST' | 'PUT', url: string, data: unknown): Promise<unknown> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.fetch(url, { method, headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}
