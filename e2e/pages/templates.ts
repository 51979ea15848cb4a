/** The Deck templates popup (New deck) and the editor's layout picker. */
import { expect, type Locator, type Page } from '@playwright/test';

export class TemplatesPopup {
  constructor(private readonly page: Page) {}

  /** The header's New deck button. */
  get newDeck(): Locator {
    return this.page.getByTestId('header-new-deck');
  }

  get dialog(): Locator {
    return this.page.getByTestId('deck-templates');
  }

  /** Clicks New deck and waits for the popup with its templates. */
  async open(): Promise<void> {
    await this.newDeck.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByTestId('template-title')).toBeVisible();
  }

  /** A template card by template id. */
  card(id: string): Locator {
    return this.dialog.getByTestId(`template-${id}`);
  }

  /** Opens a template's preview and uses it; waits for its editor. */
  async useTemplate(id: string): Promise<void> {
    await this.card(id).click();
    await expect(this.dialog.getByTestId('template-preview')).toBeVisible();
    await this.dialog.getByTestId('use-template').click();
    await expect(this.page).toHaveURL(/\/edit$/);
    await expect(this.page.getByTestId('editor-canvas')).toBeVisible();
  }
}

export class LayoutPicker {
  constructor(private readonly page: Page) {}

  /** Opens the picker and adds a slide from the named layout. */
  async add(layout: string): Promise<void> {
    await this.page.getByTestId('navigator-add-from-layout').click();
    const picker = this.page.getByTestId('layout-picker');
    await expect(picker).toBeVisible();
    await picker.getByTestId(`layout-${layout}`).click();
    await expect(picker).toHaveCount(0);
  }
}
