/**
 * Authoring what happens on a slide: fragments (nine styles, ordered, played in the editor), auto-animate (SPEC §9
 * settings, the shortcut, matching by data-id) and backgrounds and transitions. Each flow edits, undoes and reloads,
 * then checks what the reveal.js player receives.
 */
import { expect, test, type Page } from '@playwright/test';
import { BlocksPage } from '../pages/blocks';

const start = (page: Page) => BlocksPage.start(page);

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
