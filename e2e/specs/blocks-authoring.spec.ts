/**
 * Authoring the richer blocks: Pen drawings, shapes with text and lines with arrowheads, HTML snippets and Edit HTML,
 * groups (nested at most SPEC §5's 6 levels, entered by double-click), fragments, auto-animate, backgrounds and
 * transitions. Each flow inserts, edits, styles, undoes and reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { BlocksPage } from '../pages/blocks';

async function start(page: Page): Promise<BlocksPage> {
  const account = newAccount('bl');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const blocks = new BlocksPage(page);
  await blocks.editor.createDeck(account.username);
  return blocks;
}

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

test('fragments: styles on blocks, reordered in the slide panel, played step by step, kept on reload and in the player', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  const one = await editor.insert('text');
  await editor.typeText(one, 'First point');
  await editor.drag(one, 0, -120, { snap: false });
  const two = await editor.insert('text');
  await editor.typeText(two, 'Second point');
  await editor.drag(two, 0, 120, { snap: false });

  await b.select(one);
  await page.getByTestId('block-fragment').selectOption('fade-up');
  await b.select(two);
  await page.getByTestId('block-fragment').selectOption('fade-in-then-semi-out');
  await b.selectNothing();
  const items = page.getByTestId('fragment-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('data-block-id', one);
  await expect(items.nth(0)).toContainText('Fade in from below');
  await expect(items.nth(1)).toContainText('Fade in then obfuscate');

  // Reorder: the second plays first.
  await items.nth(0).getByTestId('fragment-down').click();
  await expect(items.nth(0)).toHaveAttribute('data-block-id', two);

  // Play on the canvas.
  await page.getByTestId('fragment-play').click();
  await expect(page.getByTestId('fragment-step')).toHaveText('Step 0 of 2');
  await expect(editor.block(one)).toHaveAttribute('data-fragment-look', 'hidden');
  await expect(editor.block(two)).toHaveAttribute('data-fragment-look', 'hidden');
  await page.getByTestId('fragment-next').click();
  await expect(editor.block(two)).toHaveAttribute('data-fragment-look', 'shown');
  await expect(editor.block(one)).toHaveAttribute('data-fragment-look', 'hidden');
  await page.getByTestId('fragment-next').click();
  await expect(editor.block(two)).toHaveAttribute('data-fragment-look', 'dim');
  await expect(editor.block(one)).toHaveAttribute('data-fragment-look', 'shown');
  await page.getByTestId('fragment-stop').click();
  await expect(editor.block(one)).not.toHaveAttribute('data-fragment-look', /.+/);

  // Undo the reorder, redo it.
  await page.getByTestId('undo-button').click();
  await expect(items.nth(0)).toHaveAttribute('data-block-id', one);
  await page.getByTestId('redo-button').click();
  await expect(items.nth(0)).toHaveAttribute('data-block-id', two);

  await editor.saved();
  await page.reload();
  await b.selectNothing();
  await expect(page.getByTestId('fragment-item').nth(0)).toHaveAttribute('data-block-id', two);
  const sections = await b.playerSections();
  await expect(sections.first().locator(`[data-block-id="${two}"] .fragment`)).toHaveAttribute('data-fragment-index', '0');
  await expect(sections.first().locator(`[data-block-id="${one}"] .fragment.fade-up`)).toHaveAttribute('data-fragment-index', '1');
});

test('auto-animate: per-slide settings, the shortcut, and a duplicated slide whose blocks match by data-id', async ({ page }) => {
  const b = await start(page);
  const { editor } = b;
  await b.selectNothing();
  await page.getByTestId('slide-auto-animate').check();
  await expect(page.getByTestId('auto-animate-settings')).toBeVisible();
  await expect(page.getByTestId('auto-animate-duration')).toHaveValue('1000');
  await expect(page.getByTestId('auto-animate-delay')).toHaveValue('0');
  await expect(page.getByTestId('auto-animate-unmatched')).toBeChecked();
  // Out of SPEC's range: said, and not applied.
  await page.getByTestId('auto-animate-duration').fill('20000');
  await expect(page.getByRole('alert').filter({ hasText: 'Must be between 0 and 10000' })).toBeVisible();
  await page.getByTestId('auto-animate-duration').fill('500');
  await expect(page.getByRole('alert').filter({ hasText: 'Must be between' })).toHaveCount(0);
  await page.getByTestId('auto-animate-easing').selectOption('quint out');
  await page.getByTestId('auto-animate-unmatched').uncheck();

  // The shortcut switches it off and on again (the settings are kept).
  await page.locator('body').press('ControlOrMeta+Alt+A');
  await expect(page.getByTestId('slide-auto-animate')).not.toBeChecked();
  await page.locator('body').press('ControlOrMeta+Alt+A');
  await expect(page.getByTestId('slide-auto-animate')).toBeChecked();
  await expect(page.getByTestId('auto-animate-duration')).toHaveValue('500');

  // Duplicate the slide and move the title on the copy: the player matches the two by data-id.
  await page.getByTestId('panel-slide').getByRole('button', { name: 'Duplicate slide' }).click();
  await expect(page.getByTestId('navigator-slide')).toHaveCount(2);
  const title = (await editor.blocks('text').getAttribute('data-block-id'))!;
  await editor.drag(title, 0, -100, { snap: false });
  await page.getByTestId('undo-button').click();
  await page.getByTestId('redo-button').click();

  await editor.saved();
  await page.reload();
  await editor.goToSlide(1);
  await b.selectNothing();
  await expect(page.getByTestId('auto-animate-easing')).toHaveValue('quint out');
  const sections = await b.playerSections();
  await expect(sections).toHaveCount(2);
  for (const i of [0, 1]) {
    await expect(sections.nth(i)).toHaveAttribute('data-auto-animate', '');
    await expect(sections.nth(i)).toHaveAttribute('data-auto-animate-duration', '0.5');
    await expect(sections.nth(i)).toHaveAttribute('data-auto-animate-easing', 'cubic-bezier(0.23, 1, 0.32, 1)');
    await expect(sections.nth(i)).toHaveAttribute('data-auto-animate-unmatched', 'false');
  }
  const ids = await Promise.all([0, 1].map((i) => sections.nth(i).locator('.sl-block').first().getAttribute('data-id')));
  expect(ids[0]).toBeTruthy();
  expect(ids[1]).toBe(ids[0]);
  const tops = await Promise.all([0, 1].map((i) => sections.nth(i).locator('.sl-block').first().getAttribute('style')));
  expect(tops[1]).not.toBe(tops[0]);
});

test('backgrounds and transitions: colour, image with size/position/repeat/opacity, video; bad URLs refused; player attributes', async ({ page }) => {
  const b = await start(page);
  await b.selectNothing();
  await page.getByTestId('slide-background-color').fill('#112233');
  await page.getByTestId('slide-background-image').fill('javascript:alert(1)');
  await page.getByTestId('slide-background-image').press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid URL' })).toBeVisible();
  await page.getByTestId('slide-background-image').fill('https://example.com/bg.png');
  await page.getByTestId('slide-background-image').press('Tab');
  await page.getByTestId('slide-background-size').selectOption('contain');
  await page.getByTestId('slide-background-position').selectOption('top left');
  await page.getByTestId('slide-background-repeat').selectOption('repeat');
  await page.getByTestId('slide-background-opacity').fill('50');
  await page.getByTestId('slide-background-video').fill('https://example.com/bg.mp4');
  await page.getByTestId('slide-background-video').press('Tab');
  await page.getByTestId('slide-background-video-loop').check();
  await page.getByTestId('slide-transition').selectOption('zoom');
  await page.getByTestId('slide-transition-speed').selectOption('fast');
  await page.getByTestId('slide-background-transition').selectOption('fade');

  const layer = page.getByTestId('editor-slide-background');
  await expect(layer).toHaveCSS('background-size', 'contain');
  await expect(layer).toHaveCSS('background-repeat', 'repeat');
  await expect(layer).toHaveCSS('opacity', '0.5');
  await expect(page.getByTestId('editor-slide-background-video')).toHaveAttribute('src', 'https://example.com/bg.mp4');
  await expect(page.getByTestId('editor-slide')).toHaveCSS('background-color', 'rgb(17, 34, 51)');

  await page.getByTestId('undo-button').click(); // background transition back to the deck default
  await expect(page.getByTestId('slide-background-transition')).toHaveValue('');
  await page.getByTestId('redo-button').click();

  await b.editor.saved();
  await page.reload();
  await b.selectNothing();
  await expect(page.getByTestId('slide-background-size')).toHaveValue('contain');
  await expect(page.getByTestId('slide-transition-speed')).toHaveValue('fast');
  const section = (await b.playerSections()).first();
  await expect(section).toHaveAttribute('data-background-color', '#112233');
  await expect(section).toHaveAttribute('data-background-image', 'https://example.com/bg.png');
  await expect(section).toHaveAttribute('data-background-size', 'contain');
  await expect(section).toHaveAttribute('data-background-position', 'top left');
  await expect(section).toHaveAttribute('data-background-repeat', 'repeat');
  await expect(section).toHaveAttribute('data-background-opacity', '0.5');
  await expect(section).toHaveAttribute('data-background-video', 'https://example.com/bg.mp4');
  await expect(section).toHaveAttribute('data-background-video-loop', '');
  await expect(section).toHaveAttribute('data-transition', 'zoom');
  await expect(section).toHaveAttribute('data-transition-speed', 'fast');
  await expect(section).toHaveAttribute('data-background-transition', 'fade');
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
