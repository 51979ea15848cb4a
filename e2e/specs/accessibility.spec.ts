/**
 * axe-core on the pages people use most, signed out and signed in, at desktop (1440) and phone (390) width: no
 * serious or critical violation. The deck holds every block type, one a slide (the editor renders each, and the
 * player is checked on every slide); the embed, the presenter view and the speaker view beside it are checked too.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DeckOwner } from '../pages/viewer';
import { blockDeckDocument, createDeckWith } from '../fixtures/blockDeck';
import { injectAxe, seriousViolations } from '../helpers/axe';

const WIDTHS = [1440, 390] as const;

// axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses: these pages' own CSP is
// checked by the security tests.
test.use({ bypassCSP: true });


/** Each path at each width: loaded until the network is quiet, then checked. */
async function expectAccessible(page: Page, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

/** The player at each width, every slide in turn (reveal.js hides all but the present one from axe). */
async function expectPlayerAccessible(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const slides = page.locator('.reveal .slides > section');
    await expect(slides.first()).toHaveClass(/present/);
    await injectAxe(page);
    for (let index = 0; index < await slides.count(); index += 1) {
      await page.evaluate((slide) => { window.location.hash = `#/${slide}`; }, index);
      await expect(slides.nth(index)).toHaveClass(/present/);
      // Until the slide transition ends the slide is partly transparent, and axe would measure faded text's contrast.
      await expect.poll(() => slides.nth(index).evaluate((slide) => slide.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length
        + (getComputedStyle(slide).opacity === '1' ? 0 : 1))).toBe(0);
      expect(await seriousViolations(page, false), `${path} slide ${index + 1} at ${width} px`).toEqual([]);
    }
  }
}

test('signed out: home, pricing, explore, sign-in and sign-up pass axe at 1440 and 390 px', async ({ page }) => {
  await expectAccessible(page, ['/', '/pricing', '/explore', '/users/sign_in', '/users/sign_up', '/teams/new']);
});

test('the export screen with the video options shown passes axe at 1440 and 390 px', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Video options', '<section><h1>One</h1></section>');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${owner.account.username}/${deck.slug}/export`);
    await page.getByTestId('export-format-mp4').check();
    await expect(page.getByTestId('export-video-note')).toBeVisible();
    expect(await seriousViolations(page), `video options at ${width} px`).toEqual([]);
  }
});

// Signed in, one owner and one deck holding every block, checked page by page (each a test of its own, so a slow
// machine gets a timeout per page, and a failure names its page).
test.describe('signed in, a deck with every block', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  let username = '';
  let deckPath = '';

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ bypassCSP: true });
    page = await context.newPage();
    const owner = await new DeckOwner(page).signUp();
    const deck = await createDeckWith(page, blockDeckDocument(), { title: 'Every block' });
    username = owner.account.username;
    deckPath = `/${username}/${deck.slug}`;
  });
  test.afterAll(async () => { await context?.close(); });

  test('profile and the deck page pass axe at 1440 and 390 px', async () => {
    await expectAccessible(page, [`/${username}`, deckPath]);
  });

  test('the editor and the export screen pass axe at 1440 and 390 px', async () => {
    await expectAccessible(page, [`${deckPath}/edit`, `${deckPath}/export`]);
  });

  test('account, billing and the embed pass axe at 1440 and 390 px', async () => {
    await expectAccessible(page, ['/account/edit', '/account/billing', `${deckPath}/embed`]);
  });

  test('the player passes axe on every slide at 1440 and 390 px', async () => {
    // One axe run per slide (a slide per block type) at each width.
    await expectPlayerAccessible(page, `${deckPath}/fullscreen`);
  });

  test('the presenter view and the speaker view beside it pass axe at 1440 and 390 px', async () => {
    // The speaker view follows a live presentation: the presenter's tab stays open while it is checked.
    const presenter = await context.newPage();
    await presenter.goto(`${deckPath}/live`);
    await expect(presenter.getByTestId('live-status')).toHaveText('Live');
    expect(await seriousViolations(presenter), 'presenter view').toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${deckPath}/live?speaker=1`);
      await expect(page.getByTestId('speaker-position')).toHaveText('Slide 1');
      expect(await seriousViolations(page), `speaker view at ${width} px`).toEqual([]);
    }
    await presenter.close();
  });
});
