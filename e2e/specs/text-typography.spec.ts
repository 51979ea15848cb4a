/**
 * The text toolbar's font family (the theme fonts), line height and letter spacing: applied in the editor, kept after
 * a reload, drawn the same by the player; the toolbar axe-clean at 1440 and 390 px. The deck title uses the top
 * bar's free room.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { seriousViolations } from '../helpers/axe';

// axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses.
test.use({ bypassCSP: true });

async function newDeck(page: Page, size: { width: number; height: number }): Promise<{ editor: EditorPage; url: string }> {
  await page.setViewportSize(size);
  const account = newAccount('type');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return { editor, url: page.url() };
}

/** Starts editing the deck's title text block and selects all its text. */
async function editTitle(page: Page, editor: EditorPage): Promise<string> {
  const id = (await editor.blocks('text').first().getAttribute('data-block-id'))!;
  const box = (await editor.block(id).boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('text-editor')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  return id;
}

/** The typography the browser computes for the title's text and its heading. */
function typography(page: Page, root: string) {
  return page.locator(root).first().evaluate((el) => {
    const span = el.querySelector('span[style]') ?? el;
    const heading = span.closest('h1, h2, h3, p')!;
    const s = getComputedStyle(span);
    const h = getComputedStyle(heading);
    return {
      family: s.fontFamily.split(',')[0]!.replace(/["']/g, ''),
      letterSpacingEm: Math.round((parseFloat(s.letterSpacing) / parseFloat(s.fontSize)) * 100) / 100,
      lineHeight: Math.round((parseFloat(h.lineHeight) / parseFloat(h.fontSize)) * 100) / 100,
      fontLoaded: document.fonts.check(`${s.fontSize} "League Gothic"`),
    };
  });
}

test('font family, line height and letter spacing show in the editor, after a reload and in the player', async ({ page }) => {
  const { editor, url } = await newDeck(page, { width: 1440, height: 900 });
  const id = await editTitle(page, editor);
  await page.getByTestId('fmt-font').selectOption({ label: 'League Gothic' });
  await page.getByTestId('fmt-line-height').selectOption('2');
  await page.getByTestId('fmt-letter-spacing').selectOption('0.2em');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('text-editor')).toHaveCount(0);

  const block = `[data-testid="editor-block"][data-block-id="${id}"] .sl-block-content`;
  const expected = { family: 'League Gothic', letterSpacingEm: 0.2, lineHeight: 2, fontLoaded: true };
  // The face's files load once text uses it (the deck's own font is Montserrat).
  await expect.poll(() => typography(page, block)).toEqual(expected);

  // After a reload the toolbar shows what the text has.
  await editor.saved();
  await page.reload();
  await expect.poll(() => typography(page, block)).toEqual(expected);
  await editTitle(page, editor);
  await expect(page.getByTestId('fmt-font')).toHaveValue('league');
  await expect(page.getByTestId('fmt-line-height')).toHaveValue('2');
  await expect(page.getByTestId('fmt-letter-spacing')).toHaveValue('0.2em');
  // "Theme font" takes the family off again (and only it).
  await page.getByTestId('fmt-font').selectOption('');
  await page.keyboard.press('Escape');
  await expect.poll(() => typography(page, block).then((t) => [t.family, t.letterSpacingEm])).toEqual(['Montserrat', 0.2]);
  await page.getByTestId('undo-button').click();
  await expect.poll(() => typography(page, block)).toEqual(expected);
  await editor.saved();

  // The player draws it the same way.
  await page.goto(url.replace(/\/edit$/, '/fullscreen'));
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect.poll(() => typography(page, '.reveal .slides section.present .sl-block-content')).toEqual(expected);
});

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the text toolbar is axe-clean and on screen at ${size.width} px`, async ({ page }) => {
    const { editor } = await newDeck(page, size);
    await editTitle(page, editor);
    const bar = page.getByTestId('text-toolbar');
    await expect(bar).toBeVisible();
    for (const control of ['fmt-font', 'fmt-line-height', 'fmt-letter-spacing', 'fmt-bold', 'fmt-highlight']) {
      const box = (await page.getByTestId(control).boundingBox())!;
      expect(box.x, control).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, control).toBeLessThanOrEqual(size.width);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the deck title uses the room the top bar has', async ({ page }) => {
  await newDeck(page, { width: 1920, height: 1000 });
  const title = 'Quarterly results and the roadmap for next year';
  await page.getByTestId('deck-title-button').click();
  await page.getByTestId('deck-title-input').fill(title);
  await page.getByTestId('deck-title-input').press('Enter');
  const button = page.getByTestId('deck-title-button');
  await expect(button).toHaveText(title);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 });
  // Wide enough: all of it shows, not cut short with an ellipsis.
  expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Narrower: it is cut short only once the bar has no room left (nothing free before the deck buttons).
  await page.setViewportSize({ width: 1440, height: 900 });
  const room = await page.locator('.ed-topbar').evaluate((bar) => {
    const end = bar.querySelector('.ed-topbar__end')!;
    const kids = [...bar.children];
    const right = Math.max(...kids.slice(0, kids.indexOf(end)).map((k) => k.getBoundingClientRect().right));
    const t = bar.querySelector('[data-testid="deck-title-button"]')!;
    return { cut: t.scrollWidth > t.clientWidth, free: end.getBoundingClientRect().left - right, width: t.getBoundingClientRect().width };
  });
  if (room.cut) expect(room.free).toBeLessThanOrEqual(16);
  expect(room.width).toBeGreaterThan(120);
});
