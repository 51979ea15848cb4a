/** Page object for a user's deck listings (profile, decks.html, decks_trashed.html) and the deck cards' actions. */
import { expect, type Locator, type Page } from '@playwright/test';

export class DeckListPage {
  constructor(readonly page: Page) {}

  /** Opens the owner's profile (active decks). */
  async gotoProfile(username: string): Promise<void> {
    await this.page.goto(`/${username}`);
  }

  /** Opens the owner's trash listing. */
  async gotoTrash(username: string): Promise<void> {
    await this.page.goto(`/${username}/decks_trashed.html`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  }

  /** Every deck card on the page. */
  cards(): Locator {
    return this.page.getByTestId('profile-deck-card');
  }

  /** The card of one deck. */
  card(deckId: number | string): Locator {
    return this.page.locator(`[data-testid="profile-deck-card"][data-deck-id="${deckId}"]`);
  }

  /** Moves a deck to the trash from its card. */
  async trash(deckId: number | string): Promise<void> {
    await this.card(deckId).getByTestId('deck-card-trash').click();
  }

  /** Recovers a trashed deck from its card in the trash listing. */
  async recover(deckId: number | string): Promise<void> {
    await this.card(deckId).getByTestId('deck-card-recover').click();
  }

  /** Asks to delete a trashed deck for good and returns the confirmation dialog. */
  async askDelete(deckId: number | string): Promise<Locator> {
    await this.card(deckId).getByTestId('deck-card-delete').click();
    const dialog = this.page.getByTestId('confirm-delete-deck');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
