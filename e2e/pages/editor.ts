/** Page object for the deck editor (/{username}/{slug}/edit), built on its stable data-testids. */
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

export type BlockType = 'text' | 'image' | 'shape' | 'line' | 'group';

export interface Geometry {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

const SAVE_TIMEOUT = 30_000;

export class EditorPage {
  constructor(readonly page: Page) {}

  get canvas(): Locator {
    return this.page.getByTestId('editor-canvas');
  }

  get saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  /** Every block on the current slide (optionally of one type). */
  blocks(type?: BlockType): Locator {
    const all = this.page.getByTestId('editor-block');
    return type ? all.and(this.page.locator(`[data-block-type="${type}"]`)) : all;
  }

  block(id: string): Locator {
    return this.page.locator(`[data-testid="editor-block"][data-block-id="${id}"]`);
  }

  /** Creates a deck for a signed-in user and waits for its editor. */
  async createDeck(username: string): Promise<void> {
    await this.page.goto(`/${username}/new`);
    await expect(this.page).toHaveURL(/\/edit$/);
    await expect(this.canvas).toBeVisible();
    await expect(this.blocks()).not.toHaveCount(0);
  }

  /** Opens an editor URL and waits until the deck is shown. */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.canvas).toBeVisible();
  }

  /** Waits until everything is saved. */
  async saved(): Promise<void> {
    await expect(this.saveStatus).toHaveText('Saved', { timeout: SAVE_TIMEOUT });
  }

  /** The canvas scale (slide px → screen px). */
  async scale(): Promise<number> {
    return Number(await this.canvas.getAttribute('data-scale'));
  }

  /** Clicks an insert tool and returns the id of the new (selected) block. */
  async insert(type: 'text' | 'shape' | 'line'): Promise<string> {
    const before = await this.blocks(type).count();
    await this.page.getByTestId(`toolbar-insert-${type}`).click();
    await expect(this.blocks(type)).toHaveCount(before + 1);
    return this.selectedId();
  }

  /** The id of the single selected block (the newest block is selected after inserting or pasting). */
  async selectedId(): Promise<string> {
    const selected = this.page.locator('[data-testid="editor-block"][data-selected="true"]');
    await expect(selected).toHaveCount(1);
    return (await selected.getAttribute('data-block-id'))!;
  }

  /** Ids of the selected blocks. */
  async selectedIds(): Promise<string[]> {
    return this.page.locator('[data-testid="editor-block"][data-selected="true"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId!));
  }

  /** A block's geometry in slide px, read from its position on the canvas. */
  async geometry(id: string): Promise<Geometry> {
    const style = (await this.block(id).getAttribute('style')) ?? '';
    const num = (name: string) => Number(new RegExp(`${name}:\\s*(-?[\\d.]+)px`).exec(style)?.[1] ?? NaN);
    const rotation = Number(/rotate\((-?[\d.]+)deg\)/.exec(style)?.[1] ?? 0);
    return { x: num('left'), y: num('top'), width: num('width'), height: num('height'), rotation };
  }

  /** Drags a block by (dx, dy) screen px from a point near its top-left corner; Alt turns snapping off. */
  async drag(id: string, dx: number, dy: number, options: { snap?: boolean } = {}): Promise<void> {
    const box = (await this.block(id).boundingBox())!;
    const x = box.x + Math.min(12, box.width / 2);
    const y = box.y + Math.min(12, box.height / 2);
    if (options.snap === false) await this.page.keyboard.down('Alt');
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 4 });
    await this.page.mouse.up();
    if (options.snap === false) await this.page.keyboard.up('Alt');
  }

  /** Drags a resize handle of the selected block by (dx, dy) screen px (Shift keeps the aspect ratio). */
  async resize(handle: 'se' | 'nw' | 'ne' | 'sw' | 'n' | 's' | 'e' | 'w', dx: number, dy: number, options: { shift?: boolean } = {}): Promise<void> {
    const box = (await this.page.getByTestId(`editor-resize-handle-${handle}`).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (options.shift) await this.page.keyboard.down('Shift');
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 6 });
    await this.page.mouse.up();
    if (options.shift) await this.page.keyboard.up('Shift');
  }

  /** Double-clicks a text block, replaces its text and leaves editing. */
  async typeText(id: string, text: string): Promise<void> {
    const box = (await this.block(id).boundingBox())!;
    await this.page.mouse.dblclick(box.x + box.width / 2, box.y + Math.min(20, box.height / 2));
    const editor = this.page.getByTestId('text-editor');
    await expect(editor).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
  }

  /** Uploads an image file through the hidden input and returns the new image block's id. */
  async uploadImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    const before = await this.blocks('image').count();
    await this.page.getByTestId('toolbar-insert-image').click();
    await expect(this.page.getByTestId('image-dialog')).toBeVisible();
    await this.page.getByTestId('image-upload-input').setInputFiles(file);
    await this.page.keyboard.press('Escape');
    await expect(this.blocks('image')).toHaveCount(before + 1, { timeout: 20_000 });
    return this.selectedId();
  }

  /** Navigator thumbnails as "h.v" labels in reading order. */
  async slideLayout(): Promise<string[]> {
    return this.page.getByTestId('navigator-slide').evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.h}.${(e as HTMLElement).dataset.v}`));
  }

  /** Shows the slide at (h, v). */
  async goToSlide(h: number, v = 0): Promise<void> {
    const thumb = this.page.locator(`[data-testid="navigator-slide"][data-h="${h}"][data-v="${v}"]`);
    await thumb.click();
    await expect(thumb).toHaveAttribute('aria-current', 'true');
  }

  /** What the editor shows for every slide: blocks (type, geometry, markup) and notes, slide by slide. */
  async deckSnapshot(): Promise<Array<{ slide: string; notes: string; blocks: string[] }>> {
    const out = [];
    for (const label of await this.slideLayout()) {
      const [h, v] = label.split('.').map(Number);
      await this.goToSlide(h!, v!);
      const blocks = await this.blocks().evaluateAll((els) =>
        els.map((e) => `${(e as HTMLElement).dataset.blockType} ${e.getAttribute('style')} ${e.innerHTML}`),
      );
      out.push({ slide: label, notes: await this.page.getByTestId('panel-notes').inputValue(), blocks });
    }
    return out;
  }
}

/** A small PNG (solid colour) for upload tests, encoded by hand: signature, IHDR, IDAT, IEND. */
export function makePng(width = 40, height = 20, rgb: [number, number, number] = [230, 80, 40]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
