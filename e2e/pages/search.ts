/** Page object for the header search box, its type-ahead panel and the /search results page. */
import { expect, type Locator, type Page } from '@playwright/test';

export class HeaderSearch {
  constructor(readonly page: Page) {}

  input(): Locator {
    return this.page.getByTestId('header-search-input');
  }

  /** Types a term key by key, as a user does. */
  async type(term: string): Promise<void> {
    await this.input().click();
    await this.input().pressSequentially(term);
  }

  /** The type-ahead result for a deck title. */
  hit(title: string): Locator {
    return this.page.getByTestId('search-hit').filter({ hasText: title });
  }
}

/** Waits for the search index to hold a deck (indexing runs on the job queue after a save). */
export async function waitUntilFound(page: Page, term: string, deckId: number): Promise<void> {
  await expect.poll(async () => {
    const found = await (await page.request.get(`/api/v1/search.json?q=${encodeURIComponent(term)}`)).json();
    return (found.results ?? []).map((r: { deck: { id: number } }) => r.deck.id);
  }, { timeout: 30_000 }).toContain(deckId);
}
