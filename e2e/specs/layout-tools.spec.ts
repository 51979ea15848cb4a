/**
 * Layout tools: align, distribute and match size from the side panel, the block menu (right-click, Shift+F10) and
 * the keyboard, one undo step each, kept after a reload; the block menu at desktop and phone widths.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { seriousViolations } from '../helpers/axe';

// axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses.
test.use({ bypassCSP: true });

async function newDeck(page: Page): Promise<EditorPage> {
  const account = newAccount('layout');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return editor;
}

/** A shape placed and sized through the panel's fields (it stays selected). */
async function shapeAt(page: Page, editor: EditorPage, box: { x: number; y: number; width: number; height: number }): Promise<string> {
  const id = await editor.insert('shape');
  for (const [field, value] of [['style-width', box.width], ['style-height', box.height], ['style-x', box.x], ['style-y', box.y]] as const) {
    await page.getByTestId(field).fill(String(value));
    await page.getByTestId(field).press('Enter');
  }
  await expect.poll(() => editor.geometry(id)).toMatchObject(box);
  return id;
}

/** The element's box once two reads a frame apart agree (after a resize the canvas rescales asynchronously). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = JSON.stringify(await locator.boundingBox());
  await expect.poll(async () => {
    await locator.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const now = JSON.stringify(await locator.boundingBox());
    const same = now === last;
    last = now;
    return same;
  }).toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** Clicks each block in turn (Shift after the first): the selection keeps that order. */
async function selectInOrder(page: Page, editor: EditorPage, ids: readonly string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const box = (await editor.block(id).boundingBox())!;
    if (i > 0) await page.keyboard.down('Shift');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (i > 0) await page.keyboard.up('Shift');
  }
  await expect.poll(() => editor.selectedIds().then((s) => s.sort())).toEqual([...ids].sort());
}

/** Screen boxes of blocks (what the user sees, in px). */
async function screenBoxes(editor: EditorPage, ids: readonly string[]) {
  return Promise.all(ids.map(async (id) => (await editor.block(id).boundingBox())!));
}

test('selected blocks are aligned, distributed and matched in size from the panel, the block menu and the keyboard; one undo step each; kept after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const editor = await newDeck(page);
  const a = await shapeAt(page, editor, { x: 80, y: 380, width: 200, height: 100 });
  const b = await shapeAt(page, editor, { x: 420, y: 450, width: 100, height: 100 });
  const c = await shapeAt(page, editor, { x: 640, y: 520, width: 150, height: 100 });
  await selectInOrder(page, editor, [a, b, c]);
  await expect(page.getByTestId('panel-block')).toContainText('3 blocks');

  // Align top (panel): every top edge on the highest one.
  await page.getByTestId('align-top-button').click();
  await expect.poll(async () => (await screenBoxes(editor, [a, b, c])).map((box) => Math.round(box.y))).toEqual(Array(3).fill(Math.round((await editor.block(a).boundingBox())!.y)));
  expect((await editor.geometry(b)).y).toBe(380);
  expect((await editor.geometry(c)).y).toBe(380);

  // Distribute horizontally (block menu): the outer blocks stay, the gaps become equal.
  const middle = (await editor.block(b).boundingBox())!;
  await page.mouse.click(middle.x + middle.width / 2, middle.y + middle.height / 2, { button: 'right' });
  const menu = page.getByTestId('block-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Duplicate/ })).toBeFocused();
  await menu.getByRole('menuitem', { name: /Distribute horizontally/ }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => editor.geometry(b).then((g) => g.x)).toBe(410); // (710 - 450) / 2 = 130 px gaps
  const [ba, bb, bc] = await screenBoxes(editor, [a, b, c]);
  expect(Math.abs((bb!.x - (ba!.x + ba!.width)) - (bc!.x - (bb!.x + bb!.width)))).toBeLessThan(1);
  expect((await editor.geometry(a)).x).toBe(80);
  expect((await editor.geometry(c)).x).toBe(640);
  expect(await editor.selectedIds().then((s) => s.sort())).toEqual([a, b, c].sort());

  // One undo step takes the distribution back, and only it; redo puts it back.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => editor.geometry(b)).toMatchObject({ x: 420, y: 380 });
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => editor.geometry(b)).toMatchObject({ x: 410, y: 380 });

  // Match width (keyboard-opened block menu): the block selected first sets it.
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End'); // Ungroup; then up through Group, Send to back, Bring to front, Match height
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: /Match width/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => Promise.all([b, c].map((id) => editor.geometry(id).then((g) => g.width)))).toEqual([200, 200]);

  // One block, keyboard shortcut: centred on the slide.
  await page.keyboard.press('Escape');
  await selectInOrder(page, editor, [a]);
  await page.keyboard.press('Alt+Shift+C');
  await expect.poll(() => editor.geometry(a).then((g) => g.x)).toBe(380); // (960 - 200) / 2
  const slide = (await page.getByTestId('editor-slide').boundingBox())!;
  const centred = (await editor.block(a).boundingBox())!;
  expect(Math.abs(centred.x + centred.width / 2 - (slide.x + slide.width / 2))).toBeLessThan(1);

  const before = await Promise.all([a, b, c].map((id) => editor.geometry(id)));
  await editor.saved();
  await page.reload();
  await expect(editor.block(c)).toBeVisible();
  expect(await Promise.all([a, b, c].map((id) => editor.geometry(id)))).toEqual(before);
  expect(before.map((g) => g.y)).toEqual([380, 380, 380]);

  // The shortcut sheet lists them, from the same registry.
  await page.keyboard.press('?');
  const sheet = page.getByTestId('shortcuts-dialog');
  for (const label of ['Align left', 'Align middle', 'Distribute horizontally', 'Distribute vertically', 'Open the block menu']) {
    await expect(sheet.getByText(label, { exact: true })).toBeVisible();
  }
});

test('the block menu fits the window and has no serious accessibility problems, at 1440 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const editor = await newDeck(page);
  const a = await shapeAt(page, editor, { x: 600, y: 500, width: 300, height: 150 });
  for (const width of [1440, 390] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The canvas rescales to the new width a frame or more after the resize: click where the block is then.
    const box = await settledBox(editor.block(a));
    // Near the block's bottom-right corner: the menu opens towards the middle when it would not fit.
    await page.mouse.click(box.x + box.width - 4, box.y + box.height - 4, { button: 'right' });
    const menu = page.getByTestId('block-menu');
    await expect(menu).toBeVisible();
    const shown = (await menu.boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(width);
    expect(shown.y + shown.height).toBeLessThanOrEqual(width === 390 ? 844 : 900);
    // One block: align works (to the slide); distributing needs three, matching sizes two.
    await expect(menu.getByRole('menuitem', { name: /Align centre/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: /Distribute horizontally/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: /Match width/ })).toHaveAttribute('aria-disabled', 'true');
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});
