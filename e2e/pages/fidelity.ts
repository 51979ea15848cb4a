/** Page objects for importing slides HTML through the API and the editor's one-time fidelity report. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DeckOwner, type CreatedDeck } from './viewer';

export interface FidelityWarning {
  slide?: number;
  block?: string;
  what: string;
  why: string;
}

/** The key under which an import hands its warnings to the editor (apps/web …/fidelity/pendingReport.ts). */
const reportKey = (deckId: number): string => `podium:fidelity-report:${deckId}`;

/** An owner importing slides HTML the way the import screen does: PUT deck.data, then hand the warnings to the editor. */
export class Importer {
  readonly owner: DeckOwner;

  constructor(readonly page: Page) {
    this.owner = new DeckOwner(page);
  }

  /** Signs up, creates a deck from `html` and returns it with the warnings of the 200 response. */
  async importHtml(title: string, html: string): Promise<{ deck: CreatedDeck; warnings: FidelityWarning[] }> {
    await this.owner.signUp();
    const csrf = (await this.page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const headers = { 'X-CSRF-Token': csrf, Accept: 'application/json' };
    const created = await this.page.request.post('/api/v1/decks.json', { headers, data: { deck: { title } } });
    expect(created.status()).toBe(201);
    const { deck } = await created.json();
    const saved = await this.page.request.put(`/api/v1/decks/${deck.id}.json`, { headers, data: { deck: { data: html, version: deck.version } } });
    expect(saved.status()).toBe(200);
    const body = await saved.json();
    await this.page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [reportKey(body.deck.id), JSON.stringify(body.warnings)]);
    return { deck: body.deck as CreatedDeck, warnings: body.warnings as FidelityWarning[] };
  }

  /** Opens the imported deck's editor. */
  async openEditor(deck: CreatedDeck): Promise<FidelityReport> {
    await this.page.goto(this.owner.path(deck, 'edit'));
    await expect(this.page.getByTestId('editor-canvas')).toBeVisible();
    return new FidelityReport(this.page);
  }
}

/** The fidelity report dialog in the editor. */
export class FidelityReport {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId('fidelity-report');
  }

  get items(): Locator {
    return this.dialog.getByTestId('fidelity-report-item');
  }

  get groups(): Locator {
    return this.dialog.getByTestId('fidelity-report-group');
  }

  get dismissButton(): Locator {
    return this.dialog.getByTestId('fidelity-report-dismiss');
  }
}
