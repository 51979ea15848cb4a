/** Page object for authoring blocks beyond text and images: Pen, shapes, HTML, groups, fragments, auto-animate, backgrounds. */
import { expect, type Locator, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './accounts';
import { EditorPage } from './editor';

export class BlocksPage {
  readonly editor: EditorPage;

  constructor(readonly page: Page) {
    this.editor = new EditorPage(page);
  }

  /** Signs up a fresh user and opens the editor of a new deck. */
  static async start(page: Page): Promise<BlocksPage> {
    const account = newAccount('bl');
    await new SignUpPage(page).goto();
    await new SignUpPage(page).signUp(account);
    const blocks = new BlocksPage(page);
    await blocks.editor.createDeck(account.username);
    return blocks;
  }

  /** Blocks of any type on the current slide. */
  blocksOf(type: string): Locator {
    return this.page.locator(`[data-testid="editor-block"][data-block-type="${type}"]`);
  }

  get notification(): Locator {
    return this.page.getByTestId('notification');
  }

  // Pen -------------------------------------------------------------------------------------------------------------

  /** Turns the Pen tool on (optionally with a colour and width). */
  async startPen(options: { color?: string; width?: number } = {}): Promise<void> {
    await this.page.getByTestId('toolbar-insert-drawing').click();
    await expect(this.page.getByTestId('pen-toolbar')).toBeVisible();
    if (options.color) await this.page.getByTestId('pen-color').fill(options.color);
    if (options.width) await this.page.getByTestId('pen-width').selectOption(String(options.width));
  }

  /** Drags across the slide through points given as fractions of the slide's size. */
  async stroke(points: ReadonlyArray<readonly [number, number]>): Promise<void> {
    const box = (await this.page.getByTestId('pen-layer').boundingBox())!;
    const at = ([fx, fy]: readonly [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
    const [x0, y0] = at(points[0]!);
    await this.page.mouse.move(x0, y0);
    await this.page.mouse.down();
    for (const p of points.slice(1)) {
      const [x, y] = at(p);
      await this.page.mouse.move(x, y, { steps: 8 });
    }
    await this.page.mouse.up();
  }

  async penMode(mode: 'draw' | 'erase'): Promise<void> {
    await this.page.getByTestId(`pen-mode-${mode}`).click();
  }

  async stopPen(): Promise<void> {
    await this.page.getByTestId('pen-done').click();
    await expect(this.page.getByTestId('pen-toolbar')).toHaveCount(0);
  }

  // Selection and panels --------------------------------------------------------------------------------------------

  /** Clicks a block (near its centre) to select it. */
  async select(id: string): Promise<void> {
    const box = (await this.editor.block(id).boundingBox())!;
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Clicks an empty corner of the slide (selects nothing: the slide panel shows). */
  async selectNothing(): Promise<void> {
    const box = (await this.page.getByTestId('editor-slide').boundingBox())!;
    await this.page.mouse.click(box.x + 3, box.y + 3);
    await expect(this.page.getByTestId('panel-slide')).toBeVisible();
  }

  /** A labelled field of the side panel. */
  field(label: string | RegExp): Locator {
    return this.page.locator('.ed-side').getByLabel(label, { exact: typeof label === 'string' });
  }

  // Edit HTML --------------------------------------------------------------------------------------------------------

  /** Replaces the HTML in the open Edit HTML dialog and saves. */
  async saveHtml(html: string): Promise<void> {
    const dialog = this.page.getByTestId('edit-html-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('edit-html-input').fill(html);
    await dialog.getByTestId('edit-html-save').click();
    await expect(dialog).toBeHidden();
  }

  // Player ------------------------------------------------------------------------------------------------------------

  /** The player's slide markup (what reveal.js gets) for the deck being edited. */
  async playerSections(): Promise<Locator> {
    const editUrl = new URL(this.page.url());
    const player = await this.page.context().newPage();
    await player.goto(editUrl.pathname.replace(/\/edit$/, '/fullscreen'));
    await expect(player.locator('html[data-ready="true"]')).toBeAttached();
    return player.locator('.reveal .slides section:not(.stack)');
  }
}
