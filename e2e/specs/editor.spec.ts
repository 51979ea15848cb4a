/**
 * The deck editor: building a deck (stacks, text, uploaded image, shape, line), direct manipulation, undo/redo,
 * reload fidelity, offline edits, unsaved work surviving a reload, two tabs on one deck, and the editor's dialogs.
 */
import { expect, test, type Page } from '@playwright/test';
import { EDITOR, LIMITS, MESSAGES } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage, makePng } from '../pages/editor';

async function signUpAndCreateDeck(page: Page): Promise<{ editor: EditorPage; username: string }> {
  const account = newAccount('ed');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return { editor, username: account.username };
}

test('build a deck with a vertical stack, text, image, shape and line; move, resize, undo/redo; reload keeps it exactly', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  const scale = await editor.scale();
  expect(scale).toBeGreaterThanOrEqual(EDITOR.scaleMin);
  expect(scale).toBeLessThanOrEqual(EDITOR.scaleMax);

  // Slide 1: text typed in place, a shape moved and resized, a line, notes.
  const text = await editor.insert('text');
  await editor.typeText(text, 'Hello from the editor');
  await expect(editor.block(text)).toContainText('Hello from the editor');

  const shape = await editor.insert('shape');
  const start = await editor.geometry(shape);
  await editor.drag(shape, 60, 40, { snap: false });
  const moved = await editor.geometry(shape);
  // Stored at whole pixels: within half a pixel of where the pointer took it.
  expect(Math.abs(moved.x - start.x - 60 / scale)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(moved.y - start.y - 40 / scale)).toBeLessThanOrEqual(0.5);

  await editor.resize('se', 50, 10, { shift: true });
  const resized = await editor.geometry(shape);
  expect(resized.width).toBeGreaterThan(start.width);
  // The ratio is kept up to the rounding of width and height to whole pixels.
  expect(resized.width / resized.height).toBeCloseTo(start.width / start.height, 1);
  expect(resized.x).toBeCloseTo(moved.x, 1);

  await page.getByTestId('undo-button').click();
  expect(await editor.geometry(shape)).toEqual(moved);
  await page.getByTestId('undo-button').click();
  expect(await editor.geometry(shape)).toEqual(start);
  await page.getByTestId('redo-button').click();
  await page.getByTestId('redo-button').click();
  expect(await editor.geometry(shape)).toEqual(resized);

  await editor.insert('line');
  await page.getByTestId('panel-notes').fill('Remember to smile');

  // Slide 2 with an uploaded image and a vertical slide below it holding text; slide 3 with a shape.
  await page.getByTestId('navigator-add-slide').click();
  const image = await editor.uploadImage({ name: 'dot.png', mimeType: 'image/png', buffer: makePng(40, 20) });
  const img = editor.block(image).locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(40);
  const imageBox = await editor.geometry(image);
  expect(imageBox.width / imageBox.height).toBeCloseTo(2, 1);

  await page.getByTestId('navigator-add-vertical').click();
  const below = await editor.insert('text');
  await editor.typeText(below, 'Down here');
  await page.getByTestId('navigator-add-slide').click();
  await editor.insert('shape');
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '1.1', '2.0']);

  await editor.saved();
  const before = await editor.deckSnapshot();
  expect(before.map((s) => s.blocks.length)).toEqual([4, 1, 1, 1]);
  expect(before[0]!.notes).toBe('Remember to smile');

  await page.reload();
  await expect(editor.canvas).toBeVisible();
  await editor.saved();
  expect(await editor.deckSnapshot()).toEqual(before);
});

test('arrow keys nudge, copy/paste offsets copies, duplicate, lock, group and the shortcuts dialog', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  const shape = await editor.insert('shape');
  const start = await editor.geometry(shape);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  expect(await editor.geometry(shape)).toMatchObject({ x: start.x + 1, y: start.y + 10 });

  await page.keyboard.press('ControlOrMeta+C');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(editor.blocks('shape')).toHaveCount(2);
  const pasted = await editor.selectedId();
  expect(await editor.geometry(pasted)).toMatchObject({ x: start.x + 1 + EDITOR.pasteOffset, y: start.y + 10 + EDITOR.pasteOffset });

  await page.keyboard.press('ControlOrMeta+D');
  await expect(editor.blocks('shape')).toHaveCount(3);

  // Lock: the selection has no handles and the block does not move.
  await page.keyboard.press('ControlOrMeta+Shift+L');
  await expect(page.getByTestId('editor-selection')).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('editor-resize-handle-se')).toHaveCount(0);
  const locked = await editor.selectedId();
  const lockedAt = await editor.geometry(locked);
  await page.keyboard.press('ArrowLeft');
  expect(await editor.geometry(locked)).toEqual(lockedAt);
  await page.keyboard.press('ControlOrMeta+Shift+L');

  // Group everything, then ungroup.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+G');
  await expect(editor.blocks('group')).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Shift+G');
  await expect(editor.blocks('group')).toHaveCount(0);
  await expect(editor.blocks('shape')).toHaveCount(3);

  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog).toBeVisible();
  for (const label of ['Undo', 'Copy', 'Paste', 'Duplicate', 'Lock / unlock', 'Group', 'Bring to front', 'Hide / show slide', 'Speaker notes', 'Preview', 'Present']) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
});

test('marquee selects blocks; delete; the last slide cannot be deleted; notes have a counter', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  await editor.insert('shape');
  const slide = (await page.getByTestId('editor-slide').boundingBox())!;
  await page.mouse.move(slide.x - 8, slide.y - 8);
  await page.mouse.down();
  await page.mouse.move(slide.x + slide.width + 8, slide.y + slide.height + 8, { steps: 6 });
  await page.mouse.up();
  const ids = await editor.selectedIds();
  expect(ids).toHaveLength(2);
  // Resizing a multiple selection scales every block in it.
  const before = await Promise.all(ids.map((id) => editor.geometry(id)));
  await editor.resize('se', 40, 0);
  const after = await Promise.all(ids.map((id) => editor.geometry(id)));
  after.forEach((g, i) => expect(g.width).toBeGreaterThan(before[i]!.width));
  await page.keyboard.press('Delete');
  await expect(editor.blocks()).toHaveCount(0);

  await expect(page.getByTestId('navigator-delete-slide')).toBeDisabled();
  await page.getByTestId('navigator-add-slide').click();
  await expect(page.getByTestId('navigator-delete-slide')).toBeEnabled();
  await page.getByTestId('navigator-delete-slide').click();
  expect(await editor.slideLayout()).toEqual(['0.0']);

  await page.getByTestId('panel-notes').fill('abc');
  await expect(page.getByTestId('notes-counter')).toHaveText(`3/${LIMITS.speakerNotesMax}`);
  await expect(page.getByTestId('panel-notes')).toHaveAttribute('maxlength', String(LIMITS.speakerNotesMax));
});

test('an edit made offline is saved when the connection comes back', async ({ page, context }) => {
  const { editor } = await signUpAndCreateDeck(page);
  await editor.saved();
  await context.setOffline(true);
  const shape = await editor.insert('shape');
  await expect(editor.saveStatus).toHaveText('Offline — changes kept', { timeout: 15_000 });
  await context.setOffline(false);
  await editor.saved();
  await page.reload();
  await expect(editor.block(shape)).toBeVisible();
});

test('unsaved edits are kept in IndexedDB and replayed after a reload', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  await editor.saved();
  // The network drops while we edit (edits travel as ops over the realtime channel, which drops with it).
  await page.context().setOffline(true);
  const text = await editor.insert('text');
  await expect(editor.saveStatus).toHaveText('Offline — changes kept', { timeout: 15_000 });
  await page.context().setOffline(false);
  page.on('dialog', (dialog) => void dialog.accept()); // the browser's "leave site?" warning
  await page.reload();
  await expect(editor.block(text)).toBeVisible();
  await editor.saved();
  await page.reload();
  await expect(editor.block(text)).toBeVisible();
});

test('two tabs editing the same deck: both edits survive, and an edit that cannot apply is shown clearly', async ({ page, browser }) => {
  const { editor: a } = await signUpAndCreateDeck(page);
  await a.saved();
  const url = page.url();
  const tabB = await page.context().newPage();
  const b = new EditorPage(tabB);
  await b.open(url);

  // Concurrent, compatible edits: both land.
  const text = await a.insert('text');
  const shape = await b.insert('shape');
  await a.saved();
  await b.saved();
  await expect(a.block(shape)).toBeVisible({ timeout: 15_000 });
  await expect(b.block(text)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(a.block(text)).toBeVisible();
  await expect(a.block(shape)).toBeVisible();

  // Another device edits the text while offline; this tab deletes it meanwhile.
  const other = await browser.newContext({ storageState: await page.context().storageState(), baseURL: new URL(url).origin });
  const c = new EditorPage(await other.newPage());
  await c.open(url);
  await c.saved();
  await other.setOffline(true);
  await c.block(text).click({ position: { x: 5, y: 5 } });
  await c.page.keyboard.press('ArrowRight');
  await expect(c.saveStatus).toHaveText('Offline — changes kept', { timeout: 15_000 });
  await a.block(text).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Delete');
  await a.saved();
  await other.setOffline(false);
  await c.saved();
  await expect(c.page.getByTestId('editor-conflict')).toContainText(MESSAGES.staleVersion);
  await expect(c.block(text)).toHaveCount(0);
  await expect(c.block(shape)).toBeVisible();
  await other.close();
});

test('deck settings: title and slug rules, theme colour; leaving with unsaved changes asks first', async ({ page }) => {
  const { editor, username } = await signUpAndCreateDeck(page);
  await page.getByTestId('deck-settings-button').click();
  const title = page.getByTestId('settings-title');
  await title.fill('');
  await expect(page.getByTestId('deck-settings').getByTestId('form-error')).toHaveText(MESSAGES.cannotBeEmpty);
  await title.fill('My talk');
  await page.getByTestId('settings-slug').fill('my talk');
  await expect(page.getByTestId('deck-settings').getByTestId('form-error')).toHaveText(MESSAGES.noSpaces);
  await page.getByTestId('settings-slug').fill('my-talk');
  await page.getByTestId('theme-color-black-orange').click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('deck-title')).toHaveText('My talk');
  await editor.saved();
  await expect(page).toHaveURL(new RegExp(`/${username}/my-talk/edit`));

  // Leaving with unsaved work (offline: nothing can be sent): Cancel stays, Discard leaves.
  await page.context().setOffline(true);
  await editor.insert('shape');
  await page.getByRole('link', { name: 'Back to your decks' }).click();
  const prompt = page.getByTestId('unsaved-changes-dialog');
  await expect(prompt).toContainText(MESSAGES.unsavedChanges.text);
  await prompt.getByRole('button', { name: MESSAGES.unsavedChanges.cancel }).click();
  await expect(page).toHaveURL(/\/edit/);
  await page.getByRole('link', { name: 'Back to your decks' }).click();
  await expect(prompt.getByRole('button', { name: MESSAGES.unsavedChanges.save })).toBeVisible();
  await prompt.getByRole('button', { name: MESSAGES.unsavedChanges.discard }).click();
  await expect(page).toHaveURL(new RegExp(`/${username}$`));
  await page.context().setOffline(false);
});

test('images arrive by paste, by drop and by URL; a file of the wrong type is refused', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  const png = makePng(30, 30, [20, 120, 220]).toString('base64');
  const sendFile = (type: 'paste' | 'drop') =>
    page.evaluate(
      ({ data, type }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], `${type}.png`, { type: 'image/png' }));
        if (type === 'paste') document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
        else {
          const target = document.querySelector('[data-testid="editor-slide"]')!;
          const r = target.getBoundingClientRect();
          target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: r.left + 40, clientY: r.top + 40 }));
        }
      },
      { data: png, type },
    );
  await sendFile('paste');
  await expect(editor.blocks('image')).toHaveCount(1, { timeout: 20_000 });
  await sendFile('drop');
  await expect(editor.blocks('image')).toHaveCount(2, { timeout: 20_000 });
  // Dropped images are centred where they were dropped (near the top-left corner here).
  expect((await editor.geometry(await editor.selectedId())).x).toBeLessThan(100);

  await page.getByTestId('toolbar-insert-image').click();
  await page.getByTestId('image-url-input').fill(new URL('/podium-logo.svg', page.url()).href);
  await page.getByTestId('image-url-submit').click();
  await expect(editor.blocks('image')).toHaveCount(3);

  await page.getByTestId('image-upload-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('notification').filter({ hasText: MESSAGES.imageWrongType })).toBeVisible();
  await expect(editor.blocks('image')).toHaveCount(3);
  await editor.saved();
});

test('slides: drag a slide into another stack and back out, hide a slide, formatting survives a reload', async ({ page }) => {
  const { editor } = await signUpAndCreateDeck(page);
  const title = (await editor.blocks('text').first().getAttribute('data-block-id'))!;
  // Bold the whole title.
  const box = (await editor.block(title).boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByTestId('fmt-bold').click();
  await page.keyboard.press('Escape');
  await expect(editor.block(title).locator('strong')).toHaveText('Title Text');

  await page.getByTestId('navigator-add-slide').click();
  await page.getByTestId('navigator-add-slide').click();
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '2.0']);
  const thumb = (h: number, v = 0) => page.locator(`[data-testid="navigator-slide"][data-h="${h}"][data-v="${v}"]`);
  const dragThumb = async (from: ReturnType<typeof thumb>, to: ReturnType<typeof thumb>, fx: number, fy: number) => {
    const a = (await from.boundingBox())!;
    const b = (await to.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width * fx, b.y + b.height * fy, { steps: 8 });
    await page.mouse.up();
  };
  const lastId = await thumb(2).getAttribute('data-slide-id');
  // The navigator is an outline at this width: the right part of a column's last slide's lower half drops into its
  // stack, the left part makes a new column after it.
  await dragThumb(thumb(2), thumb(0), 0.9, 0.85); // below slide 1: a vertical stack
  expect(await editor.slideLayout()).toEqual(['0.0', '0.1', '1.0']);
  await expect(thumb(0, 1)).toHaveAttribute('data-slide-id', lastId!);
  await dragThumb(thumb(0, 1), thumb(1), 0.3, 0.85); // out again, to a new column at the end
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '2.0']);
  await expect(thumb(2)).toHaveAttribute('data-slide-id', lastId!);

  await editor.goToSlide(1);
  await page.keyboard.press('ControlOrMeta+Shift+H');
  await expect(thumb(1)).toHaveClass(/is-hidden/);
  await editor.saved();
  await page.reload();
  await expect(thumb(1)).toHaveClass(/is-hidden/);
  await expect(editor.block(title).locator('strong')).toHaveText('Title Text');
});
