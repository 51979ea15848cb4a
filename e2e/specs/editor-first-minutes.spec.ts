/**
 * What a new user hits first in the editor: retyping a title keeps its style, new blocks are visible
 * at their inserted size, the video panel fits, the text toolbar shows the real alignment, line and pen colours
 * follow the theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { ContentBlocks } from '../pages/contentBlocks';
import { BlocksPage } from '../pages/blocks';

async function newDeck(page: Page): Promise<{ editor: EditorPage; username: string }> {
  const account = newAccount('first');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return { editor, username: account.username };
}

test('retyping the whole title keeps it a Heading 1, also after a reload', async ({ page }) => {
  const { editor } = await newDeck(page);
  const title = editor.blocks('text').filter({ has: page.locator('h1') }).first();
  const id = (await title.getAttribute('data-block-id'))!;
  const sizeBefore = await title.locator('h1').evaluate((el) => getComputedStyle(el).fontSize);

  await editor.typeText(id, 'Quarterly review');

  await expect(editor.block(id).locator('h1')).toHaveText('Quarterly review');
  await expect(editor.block(id).locator('p')).toHaveCount(0);
  expect(await editor.block(id).locator('h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe(sizeBefore);
  await editor.saved();
  await page.reload();
  await expect(editor.block(id).locator('h1')).toHaveText('Quarterly review');
});

test('a new table fills its inserted box with a visible grid, and a new code block shows its placeholder', async ({ page }) => {
  const { editor } = await newDeck(page);
  const blocks = new ContentBlocks(page, editor);

  const table = await blocks.insert('table');
  const tableBox = (await editor.block(table).boundingBox())!;
  const grid = (await blocks.content(table).locator('table').boundingBox())!;
  expect(grid.height).toBeGreaterThan(tableBox.height * 0.9);
  expect(grid.width).toBeGreaterThan(tableBox.width * 0.9);
  await expect(blocks.content(table).locator('th').first()).toHaveCSS('border-top-style', 'solid');

  const code = await blocks.insert('code');
  const codeBox = (await editor.block(code).boundingBox())!;
  const pre = blocks.content(code).locator('pre');
  const preBox = (await pre.boundingBox())!;
  expect(preBox.height).toBeGreaterThan(codeBox.height * 0.9);
  // The code theme's background and a hint say where the code goes before anything is typed.
  expect(await pre.evaluate((el) => getComputedStyle(el.querySelector('code') ?? el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  expect(await blocks.content(code).locator('code').evaluate((el) => getComputedStyle(el, '::before').content)).toContain('code');
  await page.screenshot({ path: '/tmp/ux/new-blocks.png' });
});

test('the video panel keeps a long link, its source note and Apply inside the panel', async ({ page }) => {
  const { editor } = await newDeck(page);
  const blocks = new ContentBlocks(page, editor);
  await blocks.insert('video');
  await blocks.setVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=12&t=1m');
  const panel = blocks.panel('video');
  await expect(page.getByTestId('video-source')).toBeVisible();
  const inside = await panel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const scroller = el.closest('[data-testid="block-panel"]') ?? el.parentElement!;
    const fits = (sel: string) => {
      const r = el.querySelector(sel)!.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    };
    return { apply: fits('[data-testid="video-url-apply"]'), link: fits('[data-testid="video-url"]'), note: fits('[data-testid="video-source"]'), noSideScroll: scroller.scrollWidth <= scroller.clientWidth };
  });
  expect(inside).toEqual({ apply: true, link: true, note: true, noSideScroll: true });
});

test('the text toolbar shows the alignment the text really has', async ({ page }) => {
  const { editor } = await newDeck(page);
  const title = editor.blocks('text').filter({ has: page.locator('h1') }).first();
  const box = (await title.boundingBox())!;
  const textAlign = await title.locator('h1').evaluate((el) => getComputedStyle(el).textAlign);
  await page.mouse.dblclick(box.x + box.width / 2, box.y + Math.min(20, box.height / 2));
  await expect(page.getByTestId('text-editor')).toBeFocused();
  const expected = textAlign === 'center' ? 'center' : textAlign === 'right' || textAlign === 'end' ? 'right' : 'left';
  const toolbar = page.getByTestId('text-toolbar');
  await expect(toolbar.getByRole('button', { name: `Align ${expected}` })).toHaveAttribute('aria-pressed', 'true');
  for (const other of ['left', 'center', 'right', 'justify'].filter((a) => a !== expected)) {
    await expect(toolbar.getByRole('button', { name: `Align ${other}` })).toHaveAttribute('aria-pressed', 'false');
  }
  await toolbar.getByRole('button', { name: 'Align right' }).click();
  await expect(toolbar.getByRole('button', { name: 'Align right' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: `Align ${expected}` })).toHaveAttribute('aria-pressed', 'false');
});

test('the deck title is renamed in the top bar: Enter keeps it (saved), Escape cancels, an empty title is refused', async ({ page }) => {
  const { editor } = await newDeck(page);
  const title = page.getByTestId('deck-title');
  const before = (await title.textContent())!;

  await page.getByTestId('deck-title-button').click();
  const input = page.getByTestId('deck-title-input');
  await expect(input).toBeFocused();
  await input.fill('Launch plan');
  await input.press('Escape');
  await expect(title).toHaveText(before);

  await page.getByTestId('deck-title-button').click();
  await input.fill('   ');
  await input.press('Enter');
  await expect(title).toHaveText(before);

  await page.getByTestId('deck-title-button').click();
  await input.fill('Launch plan');
  await input.press('Enter');
  await expect(title).toHaveText('Launch plan');
  await editor.saved();
  await page.reload();
  await expect(title).toHaveText('Launch plan');
});

/** The computed stroke (line) or fill (ink) colour of a block's SVG. */
async function paint(editor: EditorPage, id: string, what: 'line' | 'path'): Promise<string> {
  return editor.block(id).locator(`svg ${what}`).first().evaluate((el, prop) => getComputedStyle(el)[prop as 'stroke'], what === 'line' ? 'stroke' : 'fill');
}

async function pickTheme(page: Page, color: string): Promise<void> {
  await page.getByTestId('deck-settings-button').click();
  await page.getByTestId(`theme-color-${color}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('deck-settings')).toBeHidden();
}

test('new lines and pen strokes take the theme text colour, follow a theme change, and keep a picked colour', async ({ page }) => {
  const { editor } = await newDeck(page);
  const pen = new BlocksPage(page);
  const line = await editor.insert('line');
  await pen.startPen();
  await pen.stroke([[0.2, 0.7], [0.4, 0.8], [0.6, 0.7]]);
  await pen.stopPen();
  const stroke = (await pen.blocksOf('drawing').getAttribute('data-block-id'))!;
  const dark = 'rgb(34, 34, 34)'; // white-blue's text colour
  expect(await paint(editor, line, 'line')).toBe(dark);
  expect(await paint(editor, stroke, 'path')).toBe(dark);

  await pickTheme(page, 'black-blue');
  await expect.poll(() => paint(editor, line, 'line')).toBe('rgb(255, 255, 255)');
  expect(await paint(editor, stroke, 'path')).toBe('rgb(255, 255, 255)');

  // A colour picked for the line stays through the next theme change; the untouched stroke follows the theme.
  await pen.select(line);
  await page.getByTestId('style-line-color').fill('#ff0000');
  await expect.poll(() => paint(editor, line, 'line')).toBe('rgb(255, 0, 0)');
  await pickTheme(page, 'white-blue');
  await expect.poll(() => paint(editor, stroke, 'path')).toBe(dark);
  expect(await paint(editor, line, 'line')).toBe('rgb(255, 0, 0)');
  await page.getByTestId('style-line-color-theme').click();
  await expect.poll(() => paint(editor, line, 'line')).toBe(dark);
  await editor.saved();
});

test('a theme picked back while the previous pick is still being saved is the one kept, also after a reload', async ({ page }) => {
  const { editor } = await newDeck(page);
  const line = await editor.insert('line');
  await editor.saved();
  // The save of the first pick is held until the second pick is made (a slow server, or an autosave at that moment).
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let sent!: () => void;
  const saving = new Promise<void>((resolve) => { sent = resolve; });
  let first = true;
  await page.route('**/api/v1/decks/*.json', async (route) => {
    if (route.request().method() !== 'PUT' || !first) return route.fallback();
    first = false;
    sent();
    await held;
    await route.fallback();
  });
  await pickTheme(page, 'black-blue');
  await expect.poll(() => paint(editor, line, 'line')).toBe('rgb(255, 255, 255)');
  await saving;
  await pickTheme(page, 'white-blue');
  expect(await paint(editor, line, 'line')).toBe('rgb(34, 34, 34)');
  release();
  await editor.saved();
  expect(await paint(editor, line, 'line')).toBe('rgb(34, 34, 34)');
  await page.reload();
  await expect(editor.block(line)).toBeVisible();
  expect(await paint(editor, line, 'line')).toBe('rgb(34, 34, 34)');
});

test('every block type the toolbar inserts directly is visible at its inserted size', async ({ page }) => {
  const { editor } = await newDeck(page);
  for (const type of ['text', 'shape', 'line', 'video', 'iframe', 'table', 'code', 'math'] as const) {
    const blocks = page.locator(`[data-testid="editor-block"][data-block-type="${type}"]`);
    const before = await blocks.count();
    await page.getByTestId(`toolbar-insert-${type}`).click();
    await expect(blocks, type).toHaveCount(before + 1);
    const id = await editor.selectedId();
    const box = (await editor.block(id).boundingBox())!;
    const content = editor.block(id).locator('.sl-block-content');
    await expect(content, type).toBeVisible();
    const shown = (await content.boundingBox())!;
    // A line is as thin as its stroke; everything else fills most of the box it was inserted with.
    expect(box.width, type).toBeGreaterThan(40);
    if (type !== 'line') {
      expect(box.height, type).toBeGreaterThan(20);
      expect(shown.width * shown.height, type).toBeGreaterThan(box.width * box.height * 0.5);
    }
    await page.keyboard.press('Escape');
  }
});
