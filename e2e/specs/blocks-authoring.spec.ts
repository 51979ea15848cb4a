/**
 * Authoring the richer blocks: Pen drawings, shapes with text and lines with arrowheads, HTML snippets and Edit HTML,
 * groups (nested at most SPEC §5's 6 levels, entered by double-click), and the 0-size refusal. Each flow inserts,
 * edits, styles, undoes and reloads. Fragments, auto-animate and backgrounds: slide-authoring.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@podium/shared';
import { BlocksPage } from '../pages/blocks';

const start = (page: Page) => BlocksPage.start(page);

test('Pen: draw smoothed strokes in a colour and width, erase one, undo, restyle, reload', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  await b.startPen({ color: '#d0342c', width: 8 });
  await b.stroke([[0.1, 0.6], [0.2, 0.8], [0.3, 0.6], [0.4, 0.8]]);
  await expect(b.blocksOf('drawing')).toHaveCount(1);
  await b.stroke([[0.6, 0.2], [0.9, 0.3]]);
  await expect(b.blocksOf('drawing')).toHaveCount(2);

  // Vectors, not pixels: ink (a filled outline) in the chosen colour and width around many smoothed points.
  const first = b.blocksOf('drawing').first();
  await expect(first.locator('path.sl-ink')).toHaveAttribute('fill', '#d0342c');
  await expect(first.locator('.sl-block-content')).toHaveAttribute('data-ink-width', '8');
  expect(((await first.locator('path.sl-ink-points').getAttribute('d')) ?? '').split('L').length).toBeGreaterThan(5);

  // Erasing across the second stroke removes it (one undo step brings it back).
  await b.penMode('erase');
  await b.stroke([[0.75, 0.1], [0.75, 0.4]]);
  await expect(b.blocksOf('drawing')).toHaveCount(1);
  await b.stopPen();
  await page.getByTestId('undo-button').click();
  await expect(b.blocksOf('drawing')).toHaveCount(2);

  // A drawing is a block: select it and restyle it.
  const id = (await b.blocksOf('drawing').first().getAttribute('data-block-id'))!;
  await b.select(id);
  await page.getByTestId('style-drawing-color').fill('#1a9c5b');
  await page.getByTestId('style-drawing-width').fill('3');
  await expect(editor.block(id).locator('path.sl-ink')).toHaveAttribute('fill', '#1a9c5b');
  await expect(editor.block(id).locator('.sl-block-content')).toHaveAttribute('data-ink-width', '3');

  await editor.saved();
  await page.reload();
  await expect(b.blocksOf('drawing')).toHaveCount(2);
  await expect(editor.block(id).locator('path.sl-ink')).toHaveAttribute('fill', '#1a9c5b');
});

test('groups: move and resize as one, enter by double-click, nest at most 6 levels', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  const first = await editor.insert('shape');
  await editor.drag(first, -150, -60, { snap: false });
  const second = await editor.insert('shape');
  await editor.drag(second, 120, 60, { snap: false });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+G');
  await expect(editor.blocks('group')).toHaveCount(1);
  const group = (await editor.blocks('group').getAttribute('data-block-id'))!;
  await expect(editor.block(group).locator(`[data-block-id="${first}"]`)).toHaveCount(1);

  // Moved and resized as one.
  const before = await editor.geometry(group);
  await editor.drag(group, 40, 30, { snap: false });
  const moved = await editor.geometry(group);
  expect(moved.x).toBeGreaterThan(before.x);
  await editor.resize('se', 60, 60, { shift: true });
  const resized = await editor.geometry(group);
  expect(resized.width).toBeGreaterThan(moved.width);

  // Double-click enters the group and selects the child under the pointer; Esc leaves (after deselecting).
  const child = (await editor.block(group).locator(`[data-block-id="${second}"]`).boundingBox())!;
  await page.mouse.dblclick(child.x + child.width / 2, child.y + child.height / 2);
  await expect(editor.canvas).toHaveAttribute('data-entered-group', group);
  await expect(page.getByTestId('editor-entered-group')).toBeVisible();
  await expect(page.getByTestId('panel-block').locator('.ed-panel__title')).toHaveText('Shape');
  await page.getByTestId('style-fill').fill('#ff8800');
  await expect(editor.block(group).locator(`[data-block-id="${second}"] [fill="#ff8800"]`)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(editor.canvas).not.toHaveAttribute('data-entered-group', /.+/);
  // The keyboard way in: select the group, then the shortcut.
  await b.select(group);
  await page.locator('body').press('ControlOrMeta+Alt+G');
  await expect(editor.canvas).toHaveAttribute('data-entered-group', group);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(editor.canvas).not.toHaveAttribute('data-entered-group', /.+/);

  // Nest: group the group with a new shape, again and again, up to the limit; one more level is refused with a message.
  for (let level = 2; level <= LIMITS.groupNestingMax + 1; level += 1) {
    const outer = (await editor.blocks('group').getAttribute('data-block-id'))!;
    const extra = await editor.insert('shape');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+G');
    if (level <= LIMITS.groupNestingMax) {
      await expect(editor.blocks()).toHaveCount(1);
      await expect(editor.blocks('group').locator(`[data-block-id="${outer}"]`)).toHaveCount(1);
    } else {
      await expect(b.notification.filter({ hasText: `Groups can be nested at most ${LIMITS.groupNestingMax} deep` })).toBeVisible();
      await expect(editor.blocks()).toHaveCount(2);
      await expect(editor.block(extra)).toBeVisible();
    }
  }
  // The canvas block holds the group's own markup plus the nested ones: 6 group levels in all.
  const levels = editor.blocks('group').locator('.sl-block[data-block-type="group"]');
  await expect(levels).toHaveCount(LIMITS.groupNestingMax);

  await page.getByTestId('undo-button').click(); // the last extra shape goes
  await expect(editor.blocks()).toHaveCount(1);
  await editor.saved();
  await page.reload();
  await expect(levels).toHaveCount(LIMITS.groupNestingMax);
});

test('shapes: kinds, fill, stroke and text inside; lines with arrowheads and styles; undo and reload', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  const shape = await editor.insert('shape');
  await b.field('Kind').selectOption('speech-bubble');
  await page.getByTestId('style-fill').fill('#2f4ac0');
  await b.field('Stroke').fill('#111111');
  await b.field('Stroke width').fill('4');
  await page.getByTestId('style-shape-text').fill('Hello\nthere');
  await page.getByTestId('style-shape-text-color').fill('#ffffff');
  const content = editor.block(shape).locator('.sl-block-content');
  await expect(content).toHaveAttribute('data-shape-type', 'speech-bubble');
  await expect(content.locator('polygon')).toHaveAttribute('fill', '#2f4ac0');
  await expect(content.locator('polygon')).toHaveAttribute('stroke', '#111111');
  await expect(content.locator('.sl-shape-text')).toHaveText('Hellothere');
  await expect(content.locator('.sl-shape-text br')).toHaveCount(1);
  await expect(content.locator('.sl-shape-text')).toHaveCSS('color', 'rgb(255, 255, 255)');

  // Undo the text colour, then the text itself (typing is one merged step).
  await page.getByTestId('undo-button').click();
  await expect(content.locator('.sl-shape-text')).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.getByTestId('undo-button').click();
  await expect(content.locator('.sl-shape-text')).toHaveCount(0);
  await page.getByTestId('redo-button').click();
  await expect(content.locator('.sl-shape-text')).toHaveText('Hellothere');

  const line = await editor.insert('line');
  await b.field('Style').selectOption('dashed');
  await b.field('Start').selectOption('circle');
  await b.field('End').selectOption('arrow');
  await page.getByTestId('style-line-color').fill('#d0342c');
  const svg = editor.block(line).locator('svg');
  await expect(svg.locator('line')).toHaveAttribute('stroke-dasharray', /\d/);
  await expect(svg.locator('circle')).toHaveCount(1);
  await expect(svg.locator('polygon')).toHaveAttribute('fill', '#d0342c');
  // Swapping the ends moves the arrowhead to the other end of the line.
  const arrowX = async () => Number((await svg.locator('polygon').getAttribute('points'))!.split(',')[0]);
  const before = await arrowX();
  await page.getByTestId('line-swap-ends').click();
  await expect.poll(arrowX).not.toBe(before);
  await page.getByTestId('undo-button').click();
  await expect.poll(arrowX).toBe(before);

  await editor.saved();
  await page.reload();
  await expect(editor.block(shape).locator('.sl-shape-text')).toHaveText('Hellothere');
  await expect(editor.block(line).locator('svg circle')).toHaveCount(1);
  await expect(editor.block(line).locator('svg polygon')).toHaveAttribute('fill', '#d0342c');
});

test('HTML snippets and Edit HTML: shown sanitised, scripts never run; a shape becomes a snippet; undo and reload', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  await page.getByTestId('toolbar-insert-snippet').click();
  await b.saveHtml('<p><b>Bold</b> move</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>');
  const snippet = b.blocksOf('snippet');
  await expect(snippet).toHaveCount(1);
  await expect(snippet.locator('b')).toHaveText('Bold');
  await expect(snippet.locator('script')).toHaveCount(0);
  await expect(snippet.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Edit HTML on another block type turns it into a snippet (same box); undo restores the shape.
  const shape = await editor.insert('shape');
  const box = await editor.geometry(shape);
  await page.getByTestId('edit-html-button').click();
  await expect(page.getByTestId('edit-html-input')).toHaveValue(/<svg/);
  await b.saveHtml('<p>Was a shape</p>');
  await expect(editor.block(shape)).toHaveAttribute('data-block-type', 'snippet');
  await expect(editor.block(shape)).toContainText('Was a shape');
  expect(await editor.geometry(shape)).toEqual(box);
  await page.getByTestId('undo-button').click();
  await expect(editor.block(shape)).toHaveAttribute('data-block-type', 'shape');
  await page.getByTestId('redo-button').click();
  await expect(editor.block(shape)).toHaveAttribute('data-block-type', 'snippet');

  await editor.saved();
  await page.reload();
  await expect(b.blocksOf('snippet')).toHaveCount(2);
  await expect(b.blocksOf('snippet').locator('script')).toHaveCount(0);

  // The player gets the same sanitised markup.
  const sections = await b.playerSections();
  await expect(sections.first().locator('b')).toHaveText('Bold');
  await expect(sections.first().locator('script, [onerror]')).toHaveCount(0);
});

test('a 0-size block is refused with a clear message and the document stays valid', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  const shape = await editor.insert('shape');
  const before = await editor.geometry(shape);
  await page.getByTestId('style-width').fill('0');
  await expect(b.notification.filter({ hasText: `Blocks must be at least ${LIMITS.blockSizeMin}px wide and tall` })).toBeVisible();
  expect((await editor.geometry(shape)).width).toBe(before.width);
  await page.getByTestId('style-height').fill('0');
  expect((await editor.geometry(shape)).height).toBe(before.height);
  await page.getByTestId('style-width').fill('120');
  await expect.poll(async () => (await editor.geometry(shape)).width).toBe(120);
  await editor.saved();
  await page.reload();
  expect((await editor.geometry(shape)).width).toBe(120);
});
