/**
 * Dragging a block near another block's edge: the block follows the pointer while the button is down, a guide shows
 * the edge it will snap to, and on release it lands exactly on that edge; the whole drag is one undo step; with Alt
 * it does not snap. The moving block is shown without re-rendering the canvas (canvas/liveMove.ts) and the pointer is
 * captured during the drag, so these are checked while the pointer is still down.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { createDeck } from '../pages/live';

test.use({ viewport: { width: 1440, height: 900 } });

// A: left edge at 40. B: left edge at 300, its middle (470) and bottom (520) far from A's and the slide's lines.
const TWO_BLOCKS = '<section>'
  + '<div class="sl-block" data-block-type="text" style="left:40px;top:60px;width:600px;height:100px"><div class="sl-block-content"><p>Anchor</p></div></div>'
  + '<div class="sl-block" data-block-type="text" style="left:300px;top:420px;width:200px;height:100px"><div class="sl-block-content"><p>Mover</p></div></div>'
  + '</section>';

async function openTwoBlocks(page: Page): Promise<{ editor: EditorPage; anchor: string; mover: string }> {
  const account = newAccount('snap');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Snapping', TWO_BLOCKS);
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${deck.slug}/edit`);
  await expect(editor.blocks('text')).toHaveCount(2);
  const ids = await editor.blocks('text').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-id')!));
  const texts = await editor.blocks('text').allTextContents();
  return { editor, anchor: ids[texts.findIndex((t) => t.includes('Anchor'))]!, mover: ids[texts.findIndex((t) => t.includes('Mover'))]! };
}

/** Presses on `id` and moves the pointer so the block's left edge ends `short` screen px right of slide x = `to`. */
async function pressAndMoveTo(page: Page, editor: EditorPage, id: string, to: number, short: number): Promise<{ x: number; y: number }> {
  const scale = await editor.scale();
  const { x } = await editor.geometry(id);
  const box = (await editor.block(id).boundingBox())!;
  const start = { x: box.x + 20, y: box.y + 20 };
  const end = { x: start.x - (x - to) * scale + short, y: start.y - 30 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  return end;
}

test('a block dragged near another block’s edge follows the pointer, shows the guide and lands on the edge; one undo puts it back', async ({ page }) => {
  const { editor, mover } = await openTwoBlocks(page);
  const before = await editor.geometry(mover);
  const boxBefore = (await editor.block(mover).boundingBox())!;

  await pressAndMoveTo(page, editor, mover, 40, 4);
  // While the button is down: the block is drawn where the pointer took it, and one vertical guide marks x = 40.
  await expect.poll(async () => (await editor.block(mover).boundingBox())!.x).toBeLessThan(boxBefore.x - 100);
  const guide = page.locator('.ed-guide--x');
  await expect(guide).toHaveCount(1);
  const scale = await editor.scale();
  const slide = (await page.getByTestId('editor-slide').boundingBox())!;
  expect(Math.abs((await guide.boundingBox())!.x - (slide.x + 40 * scale))).toBeLessThanOrEqual(2);
  // The document is not changed until the pointer is released.
  expect(await editor.geometry(mover)).toEqual(before);

  await page.mouse.up();
  await expect.poll(async () => (await editor.geometry(mover)).x).toBe(40);
  await expect(guide).toHaveCount(0);
  expect((await editor.geometry(mover)).y).not.toBe(before.y);

  await page.getByTestId('undo-button').click();
  await expect.poll(async () => editor.geometry(mover)).toEqual(before);
  await editor.saved();
});

test('with Alt held a block dragged near another block’s edge does not snap', async ({ page }) => {
  const { editor, mover } = await openTwoBlocks(page);
  await page.keyboard.down('Alt');
  await pressAndMoveTo(page, editor, mover, 40, 4);
  await expect(page.locator('.ed-guide--x')).toHaveCount(0);
  await page.mouse.up();
  await page.keyboard.up('Alt');
  await expect.poll(async () => (await editor.geometry(mover)).x).not.toBe(300);
  const x = (await editor.geometry(mover)).x;
  expect(x).toBeGreaterThan(40);
  expect(x).toBeLessThan(50);
});
