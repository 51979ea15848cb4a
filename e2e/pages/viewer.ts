/** Page objects for the viewing screens (show page, kiosk, embed, player) and the deck thumbnail preview. */
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './accounts';

export interface CreatedDeck {
  id: number;
  slug: string;
  version: number;
  document: { slides: Array<{ id: string; children?: Array<{ id: string }> }> };
}

/** A signed-in owner who creates decks through the API, as the web app does (CSRF header from the page). */
export class DeckOwner {
  readonly account = newAccount('view');

  constructor(readonly page: Page) {}

  /** Signs up a fresh user (the page ends on their profile). */
  async signUp(): Promise<this> {
    await new SignUpPage(this.page).goto();
    await new SignUpPage(this.page).signUp(this.account);
    return this;
  }

  private async headers(): Promise<Record<string, string>> {
    const csrf = (await this.page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    return { 'X-CSRF-Token': csrf, Accept: 'application/json' };
  }

  /** Creates a deck from slides HTML (and optional deck fields), returning it with its document. */
  async createDeck(title: string, data: string, fields: Record<string, unknown> = {}): Promise<CreatedDeck> {
    const headers = await this.headers();
    const created = await this.page.request.post('/api/v1/decks.json', { headers, data: { deck: { title, ...fields } } });
    expect(created.status()).toBe(201);
    const { deck } = await created.json();
    const saved = await this.page.request.put(`/api/v1/decks/${deck.id}.json`, { headers, data: { deck: { data, version: deck.version } } });
    expect(saved.ok()).toBe(true);
    return (await saved.json()).deck as CreatedDeck;
  }

  /** Moves a deck to the trash (only its owner can still see it). */
  async trash(deck: CreatedDeck): Promise<void> {
    expect((await this.page.request.post(`/api/v1/decks/${deck.id}/trash.json`, { headers: await this.headers(), data: {} })).ok()).toBe(true);
  }

  /** The path of one of this owner's deck screens. */
  path(deck: CreatedDeck, screen = ''): string {
    return `/${this.account.username}/${deck.slug}${screen ? `/${screen}` : ''}`;
  }
}

/** The player shown in an app page's iframe (show page, kiosk, review). */
export class FramedPlayer {
  readonly frame: FrameLocator;

  constructor(readonly page: Page, testId = 'deck-player') {
    this.frame = page.frameLocator(`[data-testid="${testId}"]`);
  }

  /** The heading of the slide on screen. */
  get currentHeading(): Locator {
    return this.frame.locator('.slides section.present:not(.stack) :is(h1, h2)');
  }

  /** Waits until reveal.js is ready in the frame. */
  async ready(): Promise<void> {
    await expect(this.frame.locator('html[data-ready="true"]')).toBeAttached();
  }

  /** The frame object, for running script inside the player as deck content would. */
  handle(): Frame {
    const frame = this.page.frames().find((candidate) => /\/fullscreen(\?|#|$)/.test(candidate.url()));
    if (!frame) throw new Error('no player frame on the page');
    return frame;
  }
}

/** The deck show page (/{username}/{slug}). */
export class DeckShowPage {
  readonly player: FramedPlayer;

  constructor(readonly page: Page) {
    this.player = new FramedPlayer(page);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByTestId('deck-show')).toBeVisible();
    await this.player.ready();
  }

  get editLink(): Locator {
    return this.page.getByTestId('deck-edit');
  }

  get summaryPill(): Locator {
    return this.page.getByTestId('summary-pill');
  }

  get instructionsPill(): Locator {
    return this.page.getByTestId('instructions-pill');
  }
}

/** A deck card's thumbnail preview in a deck grid. */
export class ThumbnailPreview {
  constructor(readonly page: Page, readonly title: string) {}

  get card(): Locator {
    return this.page.getByTestId('profile-deck-card').filter({ hasText: this.title });
  }

  get toggle(): Locator {
    return this.card.getByTestId('thumb-preview-toggle');
  }

  get frame(): FrameLocator {
    return this.card.getByTestId('thumb-preview').frameLocator('iframe');
  }

  /** Starts the preview and waits until the player inside has loaded. */
  async start(): Promise<void> {
    await this.card.hover();
    await this.toggle.click();
    await expect(this.card.getByTestId('thumb-preview')).toBeVisible();
    await expect(this.card.getByTestId('thumb-preview')).toHaveAttribute('aria-busy', 'false');
  }
}
