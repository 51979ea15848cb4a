/** Page objects for live presenting: the presenter view, the audience view and the phone's speaker view. */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Creates a deck with the given reveal.js slide HTML through the API as the signed-in user of `page`. */
export async function createDeck(page: Page, title: string, data: string, fields: Record<string, unknown> = {}): Promise<{ id: number; slug: string }> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const headers = { 'X-CSRF-Token': csrf, Accept: 'application/json' };
  const { deck } = await (await page.request.post('/api/v1/decks.json', { headers, data: { deck: { title, ...fields } } })).json();
  const saved = await page.request.put(`/api/v1/decks/${deck.id}.json`, { headers, data: { deck: { data, version: deck.version } } });
  expect(saved.ok()).toBe(true);
  return deck;
}

/** An API call as the signed-in user of `page` (CSRF token from the page); returns the JSON reply. */
export async function ownerApi(page: Page, method: 'POST' | 'DELETE', url: string, data?: unknown): Promise<Record<string, unknown>> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.fetch(url, { method, headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The slide a player frame shows: its heading and how many fragments are visible. */
class PlayerFrame {
  constructor(readonly frame: FrameLocator) {}

  heading(): Locator {
    return this.frame.locator('.slides section.present:not(.stack) :is(h1, h2)').first();
  }

  visibleFragments(): Locator {
    return this.frame.locator('.slides section.present .fragment.visible');
  }
}

export class PresenterView {
  readonly deck: PlayerFrame;

  constructor(private readonly page: Page) {
    this.deck = new PlayerFrame(page.getByTestId('presenter-stage').frameLocator('iframe'));
  }

  /** Opens /{user}/{slug}/live and waits until the stream is live and the deck is ready. */
  async goto(username: string, slug: string): Promise<void> {
    await this.page.goto(`/${username}/${slug}/live`);
    await expect(this.page.getByTestId('live-status')).toHaveText('Live');
    await expect(this.deck.heading()).toBeVisible();
    // Keys go to the deck once it has focus (a click there, as a presenter does before starting).
    await this.deck.frame.locator('.reveal').click({ position: { x: 5, y: 5 } });
  }

  /** Presses a key in the deck, as a presenter (or a clicker) does. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  viewerCount(): Locator {
    return this.page.getByTestId('viewer-count');
  }
}

export class AudienceView {
  readonly deck: PlayerFrame;

  constructor(private readonly page: Page) {
    this.deck = new PlayerFrame(page.getByTestId('viewer-stage').frameLocator('iframe'));
  }

  /** Opens /d/{id}/live (through a share link when `token` is given). */
  async goto(deckId: number, token?: string): Promise<void> {
    await this.page.goto(`/d/${deckId}/live${token ? `?token=${token}` : ''}`);
    await expect(this.page.getByTestId('live-viewer')).toHaveAttribute('data-status', 'live');
  }
}
