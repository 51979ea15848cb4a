/** Page object for the content blocks of the editor (video, iframe, table, code, math, poll): insert tools and their panels. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EditorPage } from './editor';

export type ContentBlockType = 'video' | 'iframe' | 'table' | 'code' | 'math' | 'poll';

export class ContentBlocks {
  constructor(readonly page: Page, readonly editor: EditorPage) {}

  /** Clicks the insert tool of a content block and returns the id of the new, selected block. */
  async insert(type: ContentBlockType): Promise<string> {
    const blocks = this.page.locator(`[data-testid="editor-block"][data-block-type="${type}"]`);
    const before = await blocks.count();
    await this.page.getByTestId(`toolbar-insert-${type}`).click();
    await expect(blocks).toHaveCount(before + 1);
    await expect(this.panel(type)).toBeVisible();
    return this.editor.selectedId();
  }

  /** The type's section of the block panel. */
  panel(type: ContentBlockType): Locator {
    return this.page.getByTestId(`panel-${type}`);
  }

  /** The deck markup inside a block on the canvas. */
  content(id: string): Locator {
    return this.editor.block(id).locator('.sl-block-content');
  }

  async undo(): Promise<void> {
    await this.page.getByTestId('undo-button').click();
  }

  /** Selects a block by clicking it (near its top-left corner, away from in-block controls). */
  async select(id: string): Promise<void> {
    const box = (await this.editor.block(id).boundingBox())!;
    await this.page.mouse.click(box.x + 8, box.y + 8);
    await expect(this.editor.block(id)).toHaveAttribute('data-selected', 'true');
  }

  /** Double-clicks a block to open its in-place editor. */
  async editInPlace(id: string): Promise<void> {
    const box = (await this.editor.block(id).boundingBox())!;
    await this.page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Saves, reloads the editor and selects the block again. */
  async reload(id: string): Promise<void> {
    await this.editor.saved();
    await this.page.reload();
    await expect(this.editor.canvas).toBeVisible();
    await expect(this.editor.block(id)).toBeVisible();
    await this.select(id);
  }

  /** Video panel: paste a link and apply it. */
  async setVideoLink(url: string): Promise<void> {
    await this.page.getByTestId('video-url').fill(url);
    await this.page.getByTestId('video-url-apply').click();
  }

  /** Iframe panel: paste a URL or embed code and apply it. */
  async setIframe(input: string): Promise<void> {
    await this.page.getByTestId('iframe-src').fill(input);
    await this.page.getByTestId('iframe-apply').click();
  }

  /** Code: open CodeMirror on the block, replace its text, leave with Escape. */
  async typeCode(id: string, code: string): Promise<void> {
    await this.editInPlace(id);
    const input = this.page.getByTestId('code-editor-input');
    await expect(input).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(code);
    await this.page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
  }
}

/** The first bytes of an MP4 file (an ISO BMFF `ftyp` box) and filler: enough for the server to recognise a video. */
export function makeMp4Header(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2048, 1)]);
}
