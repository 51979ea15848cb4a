/**
 * Decks read by a screen reader, seen through Chromium's accessibility tree (`ariaSnapshot`): in the player every
 * slide is a region named "Slide N of M: title", slides not shown and fragments not yet shown are not in the tree,
 * and a polite live region names the slide after each move. In the editor the accessibility check lists what a deck
 * lacks and selects the block a finding is about; the editor with the check open passes axe at 1440 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { createBlock } from '@podium/deck';
import { DeckOwner } from '../pages/viewer';
import { EditorPage, makePng } from '../pages/editor';
import { blockDeckDocument, createDeckWith } from '../fixtures/blockDeck';
import { seriousViolations } from '../helpers/axe';

// axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses.
test.use({ bypassCSP: true });

const DECK = [
  '<section data-title="Welcome to Podium"><h1>Hello</h1><p>An accessible deck</p></section>',
  '<section><h2>Results</h2><p>Visible at once</p><p class="fragment">Shown later</p></section>',
  '<section><p>A slide without a heading</p></section>',
].join('');

test.describe('the player in a screen reader', () => {
  test('names each slide, hides the others and announces moves', async ({ page }) => {
    const owner = await new DeckOwner(page).signUp();
    const deck = await owner.createDeck('Readable', DECK);
    await page.goto(owner.path(deck, 'fullscreen'));
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    const reveal = page.locator('.reveal');
    await expect(reveal).not.toHaveAttribute('role', 'application');

    const first = await page.locator('body').ariaSnapshot();
    expect(first).toContain('region "Slide 1 of 3: Welcome to Podium"');
    expect(first).toContain('heading "Hello" [level=1]');
    // Slides not on screen are not in the tree at all.
    expect(first).not.toContain('Results');
    expect(first).not.toContain('Slide 2 of 3');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 2 of 3: Results');
    const second = await page.locator('body').ariaSnapshot();
    expect(second).toContain('region "Slide 2 of 3: Results"');
    expect(second).toContain('Visible at once');
    expect(second).not.toContain('Shown later');
    expect(second).not.toContain('Hello');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('slide-status')).toHaveText('Shown: Shown later');
    expect(await page.locator('body').ariaSnapshot()).toContain('Shown later');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('slide-status')).toHaveText('Slide 3 of 3');
    const third = await page.locator('body').ariaSnapshot();
    expect(third).toContain('region "Slide 3 of 3"');
  });

  test('the show page frames the same player: a named frame holding the named slide', async ({ page }) => {
    const owner = await new DeckOwner(page).signUp();
    const deck = await owner.createDeck('Framed', DECK);
    await page.goto(owner.path(deck));
    await expect(page.getByTitle('Framed (slides)')).toBeVisible();
    const player = page.frameLocator('[data-testid="deck-player"]');
    await expect(player.locator('html[data-ready="true"]')).toBeAttached();
    const tree = await player.locator('body').ariaSnapshot();
    expect(tree).toContain('region "Slide 1 of 3: Welcome to Podium"');
    expect(tree).not.toContain('Results');
  });

  test('with reduced motion asked for, moving transitions become fades', async ({ page }) => {
    const owner = await new DeckOwner(page).signUp();
    const deck = await owner.createDeck('Calm', '<section data-transition="zoom"><h1>One</h1></section><section><h1>Two</h1></section>', { transition: 'slide' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(owner.path(deck, 'fullscreen'));
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    await expect(page.locator('.reveal')).toHaveClass(/\bfade\b/);
    await expect(page.locator('.slides > section').first()).toHaveAttribute('data-transition', 'fade');
  });
});

const png = `data:image/png;base64,${makePng(64, 48, [40, 120, 220]).toString('base64')}`;

/** A deck whose first slide has an image without alt text and whose second slide has no title. */
async function deckToCheck(page: Page): Promise<{ owner: DeckOwner; slug: string; imageId: string }> {
  const owner = await new DeckOwner(page).signUp();
  const image = createBlock('image', { x: 560, y: 200, width: 320, height: 240, props: { src: png, naturalWidth: 64, naturalHeight: 48 } });
  const doc = blockDeckDocument([createBlock('text', { x: 60, y: 60, width: 480, height: 120, props: { html: '<h1>Welcome</h1>' } }), createBlock('text', { props: { html: '<p>No heading here</p>' } })]);
  doc.slides[0]!.blocks.push(image);
  const { slug } = await createDeckWith(page, doc);
  return { owner, slug, imageId: image.id };
}

test.describe('the accessibility check in the editor', () => {
  test('finds a missing alt text, selects the image, and the alt text given reaches the player', async ({ page }) => {
    const { owner, slug, imageId } = await deckToCheck(page);
    const editor = new EditorPage(page);
    await editor.open(`/${owner.account.username}/${slug}/edit`);
    await page.getByTestId('a11y-toggle').click();
    const panel = page.getByTestId('a11y-panel');
    await expect(panel.getByTestId('a11y-summary')).toHaveText('2 problems');
    await expect(panel.getByTestId('a11y-finding')).toHaveText([
      'Image has no alternative text. Describe it, or mark it decorative.',
      'Slide has no title. Add a heading or give the slide a title.',
    ]);

    // Going to the untitled slide, then back to the image's finding: the image on the first slide is selected.
    await panel.locator('[data-kind="no-slide-title"]').click();
    await expect(editor.blocks()).toHaveCount(1);
    await panel.locator('[data-kind="missing-alt"]').click();
    await expect(editor.block(imageId)).toHaveAttribute('data-selected', 'true');

    await page.getByTestId('block-alt').fill('A blue square');
    await page.getByTestId('block-alt').blur();
    await expect(panel.getByTestId('a11y-summary')).toHaveText('One problem');
    await editor.saved();

    await page.goto(`/${owner.account.username}/${slug}/fullscreen`);
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    const tree = await page.locator('body').ariaSnapshot();
    expect(tree).toContain('region "Slide 1 of 2: Welcome"');
    expect(tree).toContain('img "A blue square"');
  });

  test('the editor with the check open passes axe at 1440 and 390 px', async ({ page }) => {
    const { owner, slug } = await deckToCheck(page);
    const editor = new EditorPage(page);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await editor.open(`/${owner.account.username}/${slug}/edit`);
      await page.getByTestId('a11y-toggle').click();
      await expect(page.getByTestId('a11y-panel').getByTestId('a11y-finding')).toHaveCount(2);
      expect(await seriousViolations(page), `editor at ${width} px`).toEqual([]);
    }
  });
});
