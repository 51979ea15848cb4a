/**
 * Editor craft at 1440×900: an imported auto-height text block is framed around its text (not 0 px tall); drags and
 * resizes store whole pixels in the document and the panel; the slide panel's auto-animate and fragment rows fit it;
 * the deck title has room in the top bar; Enter in the iframe box applies it.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { createDeck } from '../pages/live';
import { ContentBlocks } from '../pages/contentBlocks';
import { MESSAGES } from '@podium/shared';

test.use({ viewport: { width: 1440, height: 900 } });

// As a slides.com export writes a text block: `height:auto`, here at fractional coordinates.
const IMPORTED = '<section><div class="sl-block" data-block-type="text" style="left:47.43px;top:60.6px;width:600px;height:auto;z-index:1">'
  + '<div class="sl-block-content" style="font-size:32px"><p>Imported line of text</p></div></div></section>';

const FRAGMENTS = '<section>'
  + '<div class="sl-block" data-block-type="text" style="left:40px;top:60px;width:600px;height:100px"><div class="sl-block-content fragment"><p>A first fragment with a rather long text</p></div></div>'
  + '<div class="sl-block" data-block-type="text" style="left:40px;top:260px;width:600px;height:100px"><div class="sl-block-content fragment fade-up"><p>Second</p></div></div>'
  + '</section>';

async function openDeck(page: Page, title: string, html: string): Promise<{ editor: EditorPage; deckId: number }> {
  const account = newAccount('craft');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, title, html);
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${deck.slug}/edit`);
  return { editor, deckId: deck.id };
}

async function openImported(page: Page): Promise<{ editor: EditorPage; id: string; deckId: number }> {
  const { editor, deckId } = await openDeck(page, 'Imported deck', IMPORTED);
  await expect(editor.blocks('text')).toHaveCount(1);
  return { editor, id: (await editor.blocks('text').first().getAttribute('data-block-id'))!, deckId };
}

/** Heights in screen px of the block, its content wrapper, .sl-block-content and the text itself. */
function heights(page: Page, id: string) {
  return page.locator(`[data-testid="editor-block"][data-block-id="${id}"]`).evaluate((block) => {
    const h = (el: Element | null) => el?.getBoundingClientRect().height ?? -1;
    // The text: from its first line box's top to its last one's bottom (margins and glyph metrics aside).
    const lines = [...block.querySelectorAll('.sl-block-content > *')].map((el) => el.getBoundingClientRect());
    const text = Math.max(...lines.map((r) => r.bottom)) - Math.min(...lines.map((r) => r.top));
    return { block: h(block), wrapper: h(block.querySelector('.ed-block__content')), content: h(block.querySelector('.sl-block-content')), text };
  });
}

test('an imported auto-height text block is framed around its text, and so are its selection and hit area', async ({ page }) => {
  const { editor, id } = await openImported(page);
  const drawn = await heights(page, id);
  expect(drawn.text).toBeGreaterThan(10);
  for (const part of ['block', 'wrapper', 'content'] as const) expect(Math.abs(drawn[part] - drawn.text), `${part} ${JSON.stringify(drawn)}`).toBeLessThanOrEqual(1);
  // A press low on the text (below where a 0 px frame would end) selects the block; the outline wraps the text.
  const box = (await editor.block(id).boundingBox())!;
  await page.mouse.click(box.x + 20, box.y + box.height - 3);
  expect(await editor.selectedId()).toBe(id);
  const outline = (await page.getByTestId('editor-selection').boundingBox())!;
  expect(Math.abs(outline.height - drawn.block)).toBeLessThanOrEqual(1);
  expect(Math.abs(outline.y - box.y)).toBeLessThanOrEqual(1);
});

test('drags and resizes store whole pixels, in the document and in the panel', async ({ page }) => {
  const { editor, id, deckId } = await openImported(page);
  await editor.drag(id, 101, 37, { snap: false });
  await expect.poll(async () => (await editor.geometry(id)).x).not.toBeCloseTo(47.43, 1);
  const moved = await editor.geometry(id);
  expect(Number.isInteger(moved.x) && Number.isInteger(moved.y), JSON.stringify(moved)).toBe(true);
  await expect(page.getByTestId('style-x')).toHaveValue(String(moved.x));

  await editor.resize('e', 53, 0);
  await expect.poll(async () => (await editor.geometry(id)).width).not.toBe(600);
  const resized = await editor.geometry(id);
  expect(Number.isInteger(resized.width) && Number.isInteger(resized.x), JSON.stringify(resized)).toBe(true);
  await expect(page.getByTestId('style-width')).toHaveValue(String(resized.width));
  await editor.saved();

  const { deck } = await (await page.request.get(`/api/v1/decks/${deckId}.json`)).json();
  const stored = deck.document.slides[0].blocks[0];
  expect([stored.x, stored.y, stored.width].every(Number.isInteger), JSON.stringify(stored)).toBe(true);
});

/** The right edge of an element does not pass its container's, and the container does not scroll sideways. */
async function fitsIn(container: ReturnType<Page['locator']>, inner: ReturnType<Page['locator']>) {
  const outer = (await container.boundingBox())!;
  for (const box of await inner.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  }
  expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

test('the slide panel fits Animate unmatched and the fragment rows; the title has room; Enter applies an iframe box', async ({ page }) => {
  const { editor } = await openDeck(page, 'Quarterly planning review for the whole team', FRAGMENTS);
  // The title is shown at a readable width in the top bar, not squeezed to a letter or two.
  expect((await page.getByTestId('deck-title').boundingBox())!.width).toBeGreaterThanOrEqual(150);

  await page.getByTestId('slide-auto-animate').click();
  const side = page.getByRole('complementary', { name: 'Properties' });
  await expect(side.getByTestId('auto-animate-unmatched')).toBeVisible();
  await expect(side.getByTestId('fragment-item')).toHaveCount(2);
  await fitsIn(side, side.locator('[data-testid="auto-animate-settings"] *, [data-testid="fragment-item"], [data-testid="fragment-item"] *'));
  await expect(side.getByTestId('fragment-item').nth(1)).toContainText('Fade in from below');

  const blocks = new ContentBlocks(page, editor);
  await blocks.insert('iframe');
  const box = page.getByTestId('iframe-src');
  await box.fill('<iframe width="560" height="315"></iframe>');
  await box.press('Enter');
  await expect(page.getByTestId('iframe-error')).toHaveText(MESSAGES.iframeSourceMissing);
  await expect(box).toHaveValue('<iframe width="560" height="315"></iframe>');
});
