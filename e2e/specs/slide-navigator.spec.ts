/**
 * The slide navigator: at 1440×900 an outline beside the canvas in which a stack's slides all show under its first;
 * the current slide scrolled into view (also one just made with New slide or Ctrl+Shift+Enter); drag into and out of
 * a stack in the outline and in the phone/tablet strip; Alt+Arrow moves a slide, announced; Ctrl/Shift+click picks
 * slides that delete and duplicate together; axe-clean at 1440 and 390 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { seriousViolations } from '../helpers/axe';

// axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses.
test.use({ bypassCSP: true });

async function newDeck(page: Page, size = { width: 1440, height: 900 }): Promise<EditorPage> {
  await page.setViewportSize(size);
  const account = newAccount('nav');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return editor;
}

const thumb = (page: Page, h: number, v = 0) => page.locator(`[data-testid="navigator-slide"][data-h="${h}"][data-v="${v}"]`);
const list = (page: Page) => page.getByTestId('navigator').locator('.ed-nav__columns');

/** Whether the whole of `el` is inside the navigator list's visible box (not scrolled or clipped away). */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = (await list(page).boundingBox())!;
  const r = await el.boundingBox();
  return !!r && r.y >= box.y - 1 && r.y + r.height <= box.y + box.height + 1 && r.x >= box.x - 1 && r.x + r.width <= box.x + box.width + 1;
}

/** Presses a shortcut with the focus on the page, not in a field. */
async function shortcut(page: Page, keys: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(keys);
}

/** Drags one thumbnail onto a point of another, given as fractions of its box. */
async function dragThumb(page: Page, from: Locator, to: Locator, fx: number, fy: number): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width * fx, b.y + b.height * fy, { steps: 8 });
  await page.mouse.up();
}

test('at 1440×900 a stack’s slides all show, and the current slide is scrolled into view, new ones included', async ({ page }) => {
  const editor = await newDeck(page);
  await expect(page.getByTestId('navigator')).toHaveAttribute('data-layout', 'outline');
  await page.getByTestId('navigator-add-slide').click();
  for (let i = 0; i < 3; i += 1) await page.getByTestId('navigator-add-vertical').click();
  await page.getByTestId('navigator-add-slide').click();
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '1.1', '1.2', '1.3', '2.0']);
  // Every slide of the stack is on screen in the navigator at once, each under the one before it.
  const stack = [0, 1, 2, 3].map((v) => thumb(page, 1, v));
  for (const slide of stack) expect(await inView(page, slide)).toBe(true);
  const ys = await Promise.all(stack.map(async (slide) => (await slide.boundingBox())!.y));
  expect(ys).toEqual([...ys].sort((a, b) => a - b));
  // A stacked slide is indented under its column's first slide.
  expect((await thumb(page, 1, 1).boundingBox())!.x).toBeGreaterThan((await thumb(page, 1, 0).boundingBox())!.x + 8);

  // Enough slides to scroll: each new one is current and in view.
  for (let i = 0; i < 8; i += 1) await page.getByTestId('navigator-add-slide').click();
  const last = thumb(page, 10);
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => inView(page, last)).toBe(true);
  expect(await inView(page, thumb(page, 0))).toBe(false);

  // Scrolled back to the top, Ctrl+Shift+Enter makes a slide under the current one and brings it into view.
  await list(page).evaluate((el) => { el.scrollTop = 0; });
  expect(await inView(page, last)).toBe(false);
  await shortcut(page, 'ControlOrMeta+Shift+Enter');
  const made = thumb(page, 10, 1);
  await expect(made).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => inView(page, made)).toBe(true);

  // Going to the first slide from the keyboard scrolls back up.
  for (let i = 0; i < 16; i += 1) await shortcut(page, 'PageUp');
  await expect(thumb(page, 0)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => inView(page, thumb(page, 0))).toBe(true);
});

test('drag a slide into a stack and out again, in the outline and in the strip of a narrow window', async ({ page }) => {
  const editor = await newDeck(page);
  await page.getByTestId('navigator-add-slide').click();
  await page.getByTestId('navigator-add-slide').click();
  const moved = await thumb(page, 2).getAttribute('data-slide-id');

  // Outline: the right part of the lower half of a column's last slide joins its stack…
  await dragThumb(page, thumb(page, 2), thumb(page, 0), 0.85, 0.8);
  expect(await editor.slideLayout()).toEqual(['0.0', '0.1', '1.0']);
  await expect(thumb(page, 0, 1)).toHaveAttribute('data-slide-id', moved!);
  // …the upper half of a column's first slide makes a new column before it.
  await dragThumb(page, thumb(page, 0, 1), thumb(page, 0), 0.5, 0.2);
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '2.0']);
  await expect(thumb(page, 0)).toHaveAttribute('data-slide-id', moved!);

  // The strip (a window too narrow for the outline): a thumbnail's lower middle stacks, its right edge makes a column.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('navigator')).toHaveAttribute('data-layout', 'strip');
  await dragThumb(page, thumb(page, 0), thumb(page, 2), 0.5, 0.85);
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '1.1']);
  await expect(thumb(page, 1, 1)).toHaveAttribute('data-slide-id', moved!);
  await dragThumb(page, thumb(page, 1, 1), thumb(page, 1), 0.9, 0.5);
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '2.0']);
  await expect(thumb(page, 2)).toHaveAttribute('data-slide-id', moved!);

  await editor.saved();
  await page.reload();
  await expect(thumb(page, 2)).toHaveAttribute('data-slide-id', moved!);
});

test('Alt+Arrow keys move the focused slide through stacks, keep its focus and say where it went; arrows go from slide to slide', async ({ page }) => {
  const editor = await newDeck(page);
  await page.getByTestId('navigator-add-slide').click();
  await page.getByTestId('navigator-add-vertical').click();
  await page.getByTestId('navigator-add-slide').click();
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '1.1', '2.0']);
  const first = await thumb(page, 0).getAttribute('data-slide-id');
  const button = page.locator(`[data-testid="navigator-slide"][data-slide-id="${first}"]`);
  await button.focus();

  // Down: a slide alone in its column joins the next stack at its top; again and it moves down inside the stack.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(button).toHaveAttribute('data-h', '0');
  expect(await editor.slideLayout()).toEqual(['0.0', '0.1', '0.2', '1.0']);
  await expect(page.getByTestId('navigator-announcement')).toHaveText('Slide moved to 1.');
  await expect(button).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(button).toHaveAttribute('data-v', '1');
  await expect(page.getByTestId('navigator-announcement')).toHaveText('Slide moved to 1.1, in the stack under slide 1.');
  await expect(button).toBeFocused();
  // Right: out of the stack as a column of its own after it.
  await page.keyboard.press('Alt+ArrowRight');
  await expect(button).toHaveAttribute('data-h', '1');
  await expect(button).toHaveAttribute('data-v', '0');
  expect(await editor.slideLayout()).toEqual(['0.0', '0.1', '1.0', '2.0']);
  await expect(button).toBeFocused();
  // Left twice: before the stack, then nowhere further.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(thumb(page, 0)).toHaveAttribute('data-slide-id', first!);
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByTestId('navigator-announcement')).toHaveText('The slide cannot move further that way.');
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '1.1', '2.0']);

  // Plain arrows go from slide to slide in reading order (the list is one Tab stop: the current slide).
  await page.keyboard.press('ArrowDown');
  await expect(thumb(page, 1)).toBeFocused();
  await expect(thumb(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(thumb(page, 1, 1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(thumb(page, 1)).toBeFocused();
  expect(await page.getByTestId('navigator-slide').evaluateAll((els) => els.filter((e) => (e as HTMLElement).tabIndex === 0).length)).toBe(1);

  // One undo step per move.
  await page.getByTestId('undo-button').click();
  await expect(button).toHaveAttribute('data-h', '1');
});

test('Ctrl+click and Shift+click pick slides that are deleted, duplicated and dragged together', async ({ page }) => {
  const editor = await newDeck(page);
  for (let i = 0; i < 4; i += 1) await page.getByTestId('navigator-add-slide').click();
  const ids = await page.getByTestId('navigator-slide').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slideId!));
  expect(ids).toHaveLength(5);

  // Shift+click picks the range from the current slide; duplicate copies each, one undo step.
  await thumb(page, 1).click();
  await thumb(page, 2).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('navigator-picked')).toHaveText('2 slides selected');
  await expect(thumb(page, 1)).toHaveAttribute('data-picked', 'true');
  await page.getByTestId('navigator-duplicate-slide').click();
  await expect(page.getByTestId('navigator-slide')).toHaveCount(7);
  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('navigator-slide')).toHaveCount(5);

  // Ctrl+click picks slides apart; dragging one of them moves both, in order, into a stack.
  await thumb(page, 0).click();
  await thumb(page, 3).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('navigator-picked')).toHaveText('2 slides selected');
  await dragThumb(page, thumb(page, 3), thumb(page, 4), 0.85, 0.8);
  expect(await editor.slideLayout()).toEqual(['0.0', '1.0', '2.0', '2.1', '2.2']);
  expect(await page.getByTestId('navigator-slide').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slideId!)))
    .toEqual([ids[1], ids[2], ids[4], ids[0], ids[3]]);

  // Delete removes every picked slide; a plain click picks only one again.
  await thumb(page, 0).click();
  await thumb(page, 1).click({ modifiers: ['ControlOrMeta'] });
  await page.getByTestId('navigator-delete-slide').click();
  expect(await page.getByTestId('navigator-slide').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slideId!)))
    .toEqual([ids[4], ids[0], ids[3]]);
  await expect(page.getByTestId('navigator-picked')).toHaveCount(0);
});

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the navigator with a stack and picked slides is axe-clean at ${size.width} px`, async ({ page }) => {
    await newDeck(page, size);
    await page.getByTestId('navigator-add-slide').click();
    await page.getByTestId('navigator-add-vertical').click();
    await thumb(page, 0).click();
    await thumb(page, 1).click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByTestId('navigator-picked')).toBeVisible();
    await expect(thumb(page, 1, 1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
