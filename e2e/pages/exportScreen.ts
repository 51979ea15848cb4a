/** Page object of the deck export screen (/{username}/{slug}/export). */
import type { Locator, Page } from '@playwright/test';

export class ExportScreen {
  readonly root: Locator;
  readonly start: Locator;
  readonly status: Locator;
  readonly progress: Locator;
  readonly download: Locator;
  readonly report: Locator;
  readonly reportEmpty: Locator;
  readonly separateFragments: Locator;
  readonly notes: Locator;
  readonly printView: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('deck-export');
    this.start = page.getByTestId('export-start');
    this.status = page.getByTestId('export-status');
    this.progress = page.getByTestId('export-progress');
    this.download = page.getByTestId('export-download');
    this.report = page.getByTestId('export-report');
    this.reportEmpty = page.getByTestId('export-report-empty');
    this.separateFragments = page.getByRole('switch', { name: 'A page per fragment step' });
    this.notes = page.getByRole('switch', { name: 'Speaker notes' });
    this.printView = page.getByTestId('export-print-view');
  }

  /** Opens the screen for a deck path (`/{username}/{slug}`). */
  async goto(deckPath: string): Promise<void> {
    await this.page.goto(`${deckPath}/export`);
  }

  /** A format's radio button. */
  format(id: 'pdf' | 'pptx' | 'zip' | 'mp4'): Locator {
    return this.page.getByTestId(`export-format-${id}`);
  }

  /** A video size's radio button (MP4). */
  resolution(id: '1080p' | '720p'): Locator {
    return this.page.getByTestId(`export-resolution-${id}`);
  }
}
