/**
 * The editor's canvas for someone using only the keyboard (and a screen reader), at desktop and phone width: Tab
 * reaches the slide, then goes through its blocks in reading order (top to bottom, left to right, not paint order),
 * each selected and named by type and text; arrows move the block, Enter edits it, Escape leaves editing and then the
 * selection. The reading order is edited in the accessibility check with the keyboard, is saved, and the player reads
 * the slide in that order. The first Tab stop skips straight to the slide. On a phone, a finding's fix is offered in
 * the check's own sheet. axe finds nothing serious.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createBlock } from '@podium/deck';
import { DeckOwner } from '../pages/viewer';
import { EditorPage, makePng } from '../pages/editor';
import { createDeckWith } from '../fixtures/blockDeck';
import { seriousViolations } from '../helpers/axe';

test.use({ bypassCSP: true });

const png = `data:image/png;base64,${makePng(64, 48, [40, 120, 220]).toString('base64')}`;

/** One slide: a title painted on top of everything but read first, body text and a chart side by side, a footer. */
function slideBlocks() {
  const footer = createBlock('text', { x: 60, y: 600, width: 840, height: 60, z: 0, props: { html: '<p>Source: finance team</p>' } });
  const chart = createBlock('image', { x: 560, y: 200, width: 320, height: 240, z: 1, props: { src: png, alt: 'Revenue chart, up 12%', naturalWidth: 64, naturalHeight: 48 } });
  const body = createBlock('text', { x: 60, y: 210, width: 440, height: 200, z: 2, props: { html: '<p>Revenue grew in every region</p>' } });
  const title = createBlock('text', { x: 60, y: 40, width: 840, height: 120, z: 3, props: { html: '<h1>Quarterly results</h1>' } });
  return { footer, chart, body, title, all: [footer, chart, body, title] };
}

async function deckFor(page: Page) {
  const owner = await new DeckOwner(page).signUp();
  const blocks = slideBlocks();
  const doc = { schemaVersion: 1, slides: [{ id: 's0000001', hidden: false, notes: '', classes: [], blocks: blocks.all }] };
  const { slug } = await createDeckWith(page, doc as never);
  return { owner, slug, blocks, url: `/${owner.account.username}/${slug}/edit` };
}

const focusedBlock = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.blockId ?? document.activeElement?.getAttribute('data-testid') ?? null);

/** Tab from the top of the page until the slide has focus (the way a keyboard user gets there). */
async function tabToSlide(page: Page): Promise<number> {
  for (let presses = 1; presses <= 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'editor-slide')) return presses;
  }
  throw new Error('Tab never reached the slide');
}

for (const width of [1440, 390]) {
  test(`at ${width} px: Tab goes through the blocks in reading order, arrows move, Enter edits, Escape leaves`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const { url, blocks } = await deckFor(page);
    const editor = new EditorPage(page);
    await editor.open(url);
    await expect(editor.blocks()).toHaveCount(4);

    const presses = await tabToSlide(page);
    test.info().annotations.push({ type: 'tabs to the slide', description: String(presses) });
    await expect(page.getByTestId('editor-slide')).toHaveAccessibleName('Slide 1 of 1: Quarterly results, 4 blocks');

    // Reading order, not paint order (the title paints last, the footer first).
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      seen.push((await focusedBlock(page))!);
      await expect(editor.block(seen[i]!)).toHaveAttribute('data-selected', 'true');
    }
    expect(seen).toEqual([blocks.title.id, blocks.body.id, blocks.chart.id, blocks.footer.id]);
    await expect(editor.block(blocks.title.id)).toHaveAccessibleName('Text block: Quarterly results');
    await expect(editor.block(blocks.chart.id)).toHaveAccessibleName('Image: Revenue chart, up 12%');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedBlock(page)).toBe(blocks.chart.id);
    await page.screenshot({ path: test.info().outputPath(`focused-block-${width}.png`) });

    // Arrows move the focused, selected chart: 3 px right, 10 px down.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(editor.block(blocks.chart.id)).toHaveCSS('left', '563px');
    await expect(editor.block(blocks.chart.id)).toHaveCSS('top', '210px');
    expect(await focusedBlock(page)).toBe(blocks.chart.id);

    // Enter on an image opens its alternative text.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('block-alt')).toBeFocused();
    await expect(page.getByTestId('block-alt')).toHaveValue('Revenue chart, up 12%');

    // Back on the slide, Tab returns to the selected chart (the blocks' one Tab stop); Shift+Tab to the body text:
    // Enter edits it, typing goes in, Escape leaves editing.
    await page.getByTestId('editor-slide').focus();
    await page.keyboard.press('Tab');
    expect(await focusedBlock(page)).toBe(blocks.chart.id);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedBlock(page)).toBe(blocks.body.id);
    await page.keyboard.press('Enter');
    await expect(editor.block(blocks.body.id).locator('[contenteditable="true"]')).toBeFocused();
    await page.keyboard.type(' and more');
    await page.keyboard.press('Escape');
    await expect(editor.block(blocks.body.id).locator('[contenteditable="true"]')).toHaveCount(0);
    await expect(editor.block(blocks.body.id)).toContainText('Revenue grew in every region and more');
    expect(await focusedBlock(page)).toBe(blocks.body.id);
    await expect(editor.block(blocks.body.id)).toHaveAttribute('data-selected', 'true');

    // A second Escape leaves the selection; focus goes back to the slide.
    await page.keyboard.press('Escape');
    await expect(editor.blocks().and(page.locator('[data-selected]'))).toHaveCount(0);
    expect(await focusedBlock(page)).toBe('editor-slide');
    await editor.saved();

    await page.keyboard.press('Tab');
    const tree = await page.getByTestId('editor-slide').ariaSnapshot();
    await test.info().attach(`canvas-tree-${width}`, { body: tree, contentType: 'text/plain' });
    writeFileSync(test.info().outputPath(`canvas-tree-${width}.txt`), tree);
    // The canvas's markup is in reading order too (browse mode reads it so); z-index keeps the paint order.
    const named = [...tree.matchAll(/group "([^"]+)"/g)].map((m) => m[1]).slice(1);
    expect(named).toEqual(['Text block: Quarterly results', 'Text block: Revenue grew in every region and more', 'Image: Revenue chart, up 12%', 'Text block: Source: finance team']);
    expect(tree).toContain('img "Revenue chart, up 12%"');
    const z = (id: string) => editor.block(id).evaluate((e) => Number(getComputedStyle(e).zIndex));
    expect(await z(blocks.title.id)).toBeGreaterThan(await z(blocks.body.id));
    expect(await z(blocks.chart.id)).toBeGreaterThan(await z(blocks.footer.id));
    expect(await seriousViolations(page), `editor at ${width} px`).toEqual([]);
  });
}

test('the first Tab stop is a link that skips the top bar and the navigator to the slide', async ({ page }) => {
  const { url, blocks } = await deckFor(page);
  const editor = new EditorPage(page);
  await editor.open(url);
  await expect(editor.blocks()).toHaveCount(4);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the slide' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('skip-link.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('editor-slide')).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
  await page.keyboard.press('Tab');
  expect(await focusedBlock(page)).toBe(blocks.title.id);
});

test('the reading order is edited with the keyboard, saved, and read so in the player', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { url, blocks, owner, slug } = await deckFor(page);
  const editor = new EditorPage(page);
  await editor.open(url);
  await page.getByTestId('a11y-toggle').click();
  const list = page.getByTestId('reading-order');
  await expect(list).toContainText('Top to bottom, left to right (default).');
  await expect(list.getByTestId('reading-order-item')).toHaveText([
    /Text block: Quarterly results/, /Text block: Revenue grew/, /Image: Revenue chart/, /Text block: Source/,
  ]);

  // The chart before the body text: its "earlier" button, with Enter; focus stays on the moved item.
  await list.getByRole('button', { name: 'Move Image: Revenue chart, up 12% earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('reading-order-item')).toHaveText([/Quarterly results/, /Image: Revenue chart/, /Revenue grew/, /Source/]);
  await expect(list.getByRole('button', { name: 'Move Image: Revenue chart, up 12% earlier' })).toBeFocused();
  await expect(list.getByRole('status')).toHaveText('Image: Revenue chart, up 12%: now 2 of 4');
  expect(await seriousViolations(page), 'editor with the reading order list').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('reading-order-1440.png') });
  await editor.saved();

  // Saved with the deck: after a reload Tab follows the new order.
  await editor.open(url);
  await page.getByTestId('editor-slide').focus();
  const seen: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    seen.push((await page.evaluate(() => (document.activeElement as HTMLElement).dataset.blockId))!);
  }
  expect(seen).toEqual([blocks.title.id, blocks.chart.id, blocks.body.id, blocks.footer.id]);

  // The player's markup (what a screen reader reads, in order) follows it too.
  await page.goto(`/${owner.account.username}/${slug}/fullscreen`);
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  const tree = await page.locator('.slides section.present').ariaSnapshot();
  await test.info().attach('player-tree', { body: tree, contentType: 'text/plain' });
  writeFileSync(test.info().outputPath('player-tree.txt'), tree);
  const at = (text: string) => tree.indexOf(text);
  expect(at('Quarterly results')).toBeGreaterThanOrEqual(0);
  expect(at('Quarterly results')).toBeLessThan(at('Revenue chart, up 12%'));
  expect(at('Revenue chart, up 12%')).toBeLessThan(at('Revenue grew in every region'));
  expect(at('Revenue grew in every region')).toBeLessThan(at('Source: finance team'));
});

test('on a phone, a finding of the accessibility check is fixed in its sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await new DeckOwner(page).signUp();
  const image = createBlock('image', { x: 560, y: 200, width: 320, height: 240, props: { src: png, naturalWidth: 64, naturalHeight: 48 } });
  const title = createBlock('text', { x: 60, y: 40, width: 840, height: 120, props: { html: '<h1>Welcome</h1>' } });
  const doc = { schemaVersion: 1, slides: [{ id: 's0000001', hidden: false, notes: '', classes: [], blocks: [title, image] }] };
  const { slug } = await createDeckWith(page, doc as never);
  const editor = new EditorPage(page);
  await editor.open(`/${owner.account.username}/${slug}/edit`);
  await page.getByTestId('a11y-toggle').click();
  const panel = page.getByTestId('a11y-panel');
  await expect(panel.getByTestId('a11y-summary')).toHaveText('One problem');

  await panel.locator('[data-kind="missing-alt"]').click();
  await expect(editor.block(image.id)).toHaveAttribute('data-selected', 'true');
  // One sheet at a time: the check's, holding the fix; the properties sheet waits.
  await expect(page.getByTestId('properties-sheet')).toHaveCount(0);
  const field = panel.getByTestId('a11y-fix-alt');
  await expect(field).toBeInViewport();
  expect(await seriousViolations(page), 'check with a fix open at 390 px').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('a11y-fix-390.png') });
  await field.fill('A blue square');
  await field.press('Tab');
  await expect(panel.getByTestId('a11y-summary')).toHaveText('No accessibility problems found.');
  await editor.saved();
  // Closing the check shows the properties sheet of the selected image, with the alt text given.
  await panel.getByTestId('a11y-close').click();
  await expect(page.getByTestId('block-alt')).toHaveValue('A blue square');
});

test('Enter on a group enters it: Tab goes through its blocks, arrows move one, Escape leaves onto the group', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await new DeckOwner(page).signUp();
  const title = createBlock('text', { x: 60, y: 40, width: 840, height: 120, props: { html: '<h1>Team</h1>' } });
  // Listed caption first; read (and tabbed) top to bottom: the badge, then its caption.
  const caption = createBlock('text', { x: 0, y: 150, width: 300, height: 80, props: { html: '<p>Grouped caption</p>' } });
  const badge = createBlock('shape', { x: 0, y: 0, width: 200, height: 100, props: { kind: 'circle', fill: '#1a9c5b' } });
  const group = createBlock('group', { x: 100, y: 250, width: 300, height: 230, props: { children: [caption, badge] } });
  const doc = { schemaVersion: 1, slides: [{ id: 's0000001', hidden: false, notes: '', classes: [], blocks: [title, group] }] };
  const { slug } = await createDeckWith(page, doc as never);
  const editor = new EditorPage(page);
  await editor.open(`/${owner.account.username}/${slug}/edit`);
  await expect(editor.blocks()).toHaveCount(2);

  await page.getByTestId('editor-slide').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedBlock(page)).toBe(group.id);
  await page.keyboard.press('Enter');
  await expect(editor.canvas).toHaveAttribute('data-entered-group', group.id);
  const child = (id: string) => page.getByTestId('editor-group-child').and(page.locator(`[data-block-id="${id}"]`));
  await expect(child(badge.id)).toBeFocused();
  await expect(child(badge.id)).toHaveAccessibleName(/^Shape/);
  await expect(child(badge.id)).toHaveAttribute('data-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(child(caption.id)).toBeFocused();
  await expect(child(caption.id)).toHaveAccessibleName('Text block: Grouped caption');
  await expect(page.getByTestId('panel-block').locator('.ed-panel__title')).toHaveText('Text');
  // A double-click does not edit text inside a group: the panel says how to edit it instead.
  await expect(page.getByTestId('panel-block')).toContainText('Text inside a group is not edited in place');
  await page.screenshot({ path: test.info().outputPath('group-child-focus.png') });
  expect(await seriousViolations(page), 'editor inside a group').toEqual([]);

  // Arrows move the caption inside the group (the group's own markup draws it 3 px further right).
  const drawn = editor.block(group.id).locator(`[data-block-id="${caption.id}"]`);
  const before = (await drawn.boundingBox())!;
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(child(caption.id)).toHaveCSS('left', '103px');
  await expect.poll(async () => (await drawn.boundingBox())!.x).toBeGreaterThan(before.x);
  await expect(child(caption.id)).toBeFocused();

  // Shift+Tab back to the badge; Escape leaves the group with the group selected and focused.
  await page.keyboard.press('Shift+Tab');
  await expect(child(badge.id)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor.canvas).not.toHaveAttribute('data-entered-group', /.+/);
  await expect(editor.block(group.id)).toBeFocused();
  await expect(editor.block(group.id)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('editor-group-child')).toHaveCount(0);
});
