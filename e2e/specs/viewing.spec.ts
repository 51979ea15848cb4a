/** Viewing screens: show page, deep links, jumpToSlideID, kiosk, embed access, thumbnail preview, and the sandbox. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { TIMERS } from '@podium/shared';
import { DeckOwner, DeckShowPage, FramedPlayer, ThumbnailPreview } from '../pages/viewer';

/** A page on another origin (localhost, another port) that embeds the given URLs, like a blog would. */
async function thirdPartySite(embeds: Record<string, string>): Promise<{ url: string; server: Server }> {
  const body = `<!doctype html><title>Blog</title>${Object.entries(embeds)
    .map(([id, src]) => `<iframe id="${id}" src="${src}" width="576" height="420"></iframe>`).join('')}`;
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/post.html`, server };
}

const FOUR_SLIDES = '<section><h1>One</h1></section><section><section><h2>Two</h2></section><section><h2>Three</h2></section></section><section><h2>Four</h2></section>';

test('the show page opens a deep link, follows the viewer and carries the slide into the edit link', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Deep links', FOUR_SLIDES);
  const show = new DeckShowPage(page);

  await show.goto(`${owner.path(deck)}#/1/1`);
  await expect(show.player.currentHeading).toHaveText('Three');
  await expect(show.editLink).toHaveAttribute('href', `${owner.path(deck, 'edit')}#/1/1`);
  await expect(page.getByTestId('deck-title')).toHaveText('Deep links');

  await page.keyboard.press('ArrowRight'); // keys on the page move the slides without clicking into them
  await expect(show.player.currentHeading).toHaveText('Four');
  await expect(show.editLink).toHaveAttribute('href', `${owner.path(deck, 'edit')}#/2`);
  await expect(page).toHaveURL(new RegExp(`${owner.path(deck)}#/2$`));
  await expect(show.summaryPill).toBeVisible();
  await show.player.frame.locator('.controls .navigate-left').click();
  await expect(show.player.currentHeading).toHaveText('Three'); // reveal.js returns to where the viewer left the stack
  await expect(show.editLink).toHaveAttribute('href', `${owner.path(deck, 'edit')}#/1/1`);
});

test('the fullscreen view lands on the slide named by jumpToSlideID, and on #/h/v deep links', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Jumps', FOUR_SLIDES);
  const three = deck.document.slides[1]!.children![0]!.id;
  const four = deck.document.slides[2]!.id;

  for (const [query, heading] of [[`?jumpToSlideID=${three}`, 'Three'], [`?jumpToSlideID=${four}`, 'Four'], ['#/1', 'Two'], ['#/1/1', 'Three']]) {
    await page.goto(`${owner.path(deck, 'fullscreen')}${query}`);
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    await expect(page.locator('.slides section.present:not(.stack) :is(h1, h2)'), query).toHaveText(heading!);
  }
});

test('the kiosk advances by itself and loops back to the first slide', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Kiosk', '<section><h1>One</h1></section><section><h2>Two</h2></section><section><h2>Three</h2></section>');
  await page.goto(`${owner.path(deck, 'kiosk')}?autoSlide=600`);
  await expect(page.getByTestId('deck-kiosk')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0); // no app chrome around a kiosk
  const player = new FramedPlayer(page);
  await player.ready();
  // Nobody touches the page: the slides move on their own, and after the last comes the first again.
  await expect(player.currentHeading).toHaveText('Two');
  await expect(player.currentHeading).toHaveText('Three');
  await expect(player.currentHeading).toHaveText('One');
});

test('an embed shows the deck on another site, and nothing of a deck the viewer cannot see', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const visible = await owner.createDeck('Embeddable', '<section><h1>Embedded hello</h1></section>');
  const hidden = await owner.createDeck('Gone', '<section><h1>Trashed secret</h1></section>');
  await owner.trash(hidden);

  const visitor = await browser.newContext();
  const host = await visitor.newPage();
  const base = new URL(page.url()).origin;
  const site = await thirdPartySite({ ok: `${base}${owner.path(visible, 'embed')}`, no: `${base}${owner.path(hidden, 'embed')}` });
  await host.goto(site.url);
  const ok = host.frameLocator('#ok');
  await expect(ok.locator('.slides h1')).toHaveText('Embedded hello');
  await expect(ok.getByTestId('embed-footer')).toBeVisible();
  await expect(ok.getByTestId('embed-fullscreen')).toBeVisible();
  await ok.getByTestId('embed-share').click();
  await expect(ok.locator('#embed-share-link')).toHaveValue(`${base}${owner.path(visible)}`);

  const response = await visitor.request.get(`${base}${owner.path(hidden, 'embed')}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Trashed secret');
  const blocked = host.frames().find((frame) => frame.url().includes(owner.path(hidden, 'embed')));
  expect(await blocked?.locator('body').textContent().catch(() => '') ?? '').not.toContain('Trashed secret');
  await expect(host.frameLocator('#no').locator('.reveal')).toHaveCount(0);
  // The owner still sees their own trashed deck's embed.
  await page.goto(owner.path(hidden, 'embed'));
  await expect(page.locator('.slides h1')).toHaveText('Trashed secret');
  await visitor.close();
  site.server.close();
});

test('deck content cannot reach the app: no cookies, no API calls as the user, no access to the page around it', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const attack = '<section><h1>Innocent</h1>' +
    '<img src="x" onerror="window.top.document.title=\'pwned\';fetch(\'/api/v1/decks.json\',{method:\'POST\',credentials:\'include\'})">' +
    '<script>window.top.document.title="pwned";fetch("/api/v1/decks.json",{method:"POST",credentials:"include"})</script></section>';
  const deck = await owner.createDeck('Attack', attack);
  const show = new DeckShowPage(page);
  await show.goto(owner.path(deck));
  await expect(show.player.currentHeading).toHaveText('Innocent');
  await expect(page).not.toHaveTitle('pwned');

  // Run script inside the player, as any deck content that got past the sanitiser would.
  const frame = show.player.handle();
  const reach = await frame.evaluate(async () => {
    const attempt = async (run: () => unknown) => { try { return `ok:${String(await run())}`; } catch (error) { return `blocked:${(error as Error).name}`; } };
    return {
      origin: String(window.origin),
      cookie: await attempt(() => document.cookie),
      storage: await attempt(() => window.localStorage.length),
      parentDom: await attempt(() => window.parent.document.title),
      readApi: await attempt(async () => (await fetch('/api/v1/status.json', { credentials: 'include' })).json().then((body) => JSON.stringify(body))),
      writeApi: await attempt(async () => (await fetch('/api/v1/decks.json', {
        method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deck: { title: 'Made by the deck' } }),
      })).status),
    };
  });
  expect(reach.origin).toBe('null');
  expect(reach.cookie).toMatch(/^blocked/);
  expect(reach.storage).toMatch(/^blocked/);
  expect(reach.parentDom).toMatch(/^blocked/);
  expect(reach.readApi).toMatch(/^blocked/);
  expect(reach.writeApi).toMatch(/^blocked/);

  // The app itself is still signed in, and no deck was created behind the user's back.
  const list = await (await page.request.get(`/api/v1/decks.json?username=${owner.account.username}`)).json();
  expect(list.results.map((d: { title: string }) => d.title)).toEqual(['Attack']);
});

test('the thumbnail preview plays one deck at a time and opens the deck at the previewed slide', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const first = await owner.createDeck('Alpha deck', '<section><h1>Alpha one</h1></section><section><h2>Alpha two</h2></section>');
  await owner.createDeck('Beta deck', '<section><h1>Beta one</h1></section>');
  await page.goto(`/${owner.account.username}`);

  const alpha = new ThumbnailPreview(page, 'Alpha deck');
  const beta = new ThumbnailPreview(page, 'Beta deck');
  await alpha.start();
  await expect(alpha.frame.locator('.slides section.present h1')).toHaveText('Alpha one');
  await beta.start();
  await expect(beta.frame.locator('.slides section.present h1')).toHaveText('Beta one');
  await expect(alpha.card.getByTestId('thumb-preview')).toHaveCount(0); // starting one preview stopped the other

  await alpha.start();
  await alpha.card.getByTestId('thumb-preview').locator('iframe').click(); // into the preview, then the keys drive it
  await page.keyboard.press('ArrowRight');
  await expect(alpha.frame.locator('.slides section.present h2')).toHaveText('Alpha two');
  await alpha.card.getByTestId('thumb-preview-open').click();
  await expect(page).toHaveURL(new RegExp(`${owner.path(first)}#/1$`));
  await expect(new FramedPlayer(page).currentHeading).toHaveText('Alpha two');
});

test('instructions appear for a signed-out viewer (navigation after 6 s, vertical slides after 1 s), once per browser', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Instructions', FOUR_SLIDES);
  const single = await owner.createDeck('Single', '<section><h1>Only</h1></section>');
  await expect(new DeckShowPage(page).instructionsPill).toHaveCount(0);

  const visitor = await browser.newContext();
  const viewer = await visitor.newPage();
  // A controlled clock (it also flows by itself, so the app and player load as usual): the pills' delays are passed by
  // moving it on once the deck is shown, never by sleeping.
  await viewer.clock.install();
  const show = new DeckShowPage(viewer);
  await show.goto(owner.path(single));
  await viewer.clock.runFor(TIMERS.navigationInstructionsMs + 500);
  await expect(show.instructionsPill).toHaveCount(0); // one slide: nothing to navigate

  await show.goto(owner.path(deck));
  // (No check that the pill is absent before its delay here: the clock also flows by itself, and on a loaded machine
  // opening the page took longer than the delay. The one-slide deck above shows it stays away when it should.)
  await viewer.clock.runFor(TIMERS.navigationInstructionsMs);
  await expect(show.instructionsPill).toBeVisible();
  // Arriving at a slide with more below it explains the down key, once.
  await viewer.keyboard.press('ArrowRight');
  await expect(show.instructionsPill).toHaveCount(0); // navigating shows they know how
  await expect(viewer.getByTestId('vertical-instructions-pill')).toBeVisible();
  await expect(show.summaryPill).toBeHidden();
  await show.goto(owner.path(deck));
  await viewer.clock.runFor(TIMERS.navigationInstructionsMs + 500);
  await expect(show.instructionsPill).toHaveCount(0); // seen once in this browser
  await viewer.keyboard.press('ArrowRight');
  await expect(show.player.currentHeading).not.toHaveText('One'); // moved on before time passes
  await viewer.clock.runFor(TIMERS.verticalInstructionsMs + 500);
  await expect(viewer.getByTestId('vertical-instructions-pill')).toHaveCount(0);
  await visitor.close();
});

test('no-autoplay=1 strips media autoplay and mutes background videos', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Media', '<section data-background-video="https://media.invalid/bg.mp4"><h1>Media</h1><video data-autoplay src="https://media.invalid/clip.mp4"></video></section>');
  await page.goto(owner.path(deck, 'fullscreen'));
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.locator('.slides video[data-autoplay]')).toHaveCount(1);
  await expect(page.locator('section[data-background-video][data-background-video-muted]')).toHaveCount(0);

  await page.goto(`${owner.path(deck, 'fullscreen')}?no-autoplay=1`);
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.locator('.slides video')).toHaveCount(1);
  await expect(page.locator('.slides video[data-autoplay], .slides video[autoplay]')).toHaveCount(0);
  await expect(page.locator('section[data-background-video][data-background-video-muted]')).toHaveCount(1);
});

test('S opens the speaker notes page, which follows the deck and drives it', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Notes', '<section><h1>Hello</h1><aside class="notes">Greet the room</aside></section><section><h2>Bye</h2><aside class="notes">Thank everyone</aside></section>');
  await page.goto(owner.path(deck, 'fullscreen'));
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('s');
  const notes = await opened;
  await expect(notes).toHaveURL(/\/reveal\/notes\.html$/);
  await expect(notes.getByTestId('notes-body')).toHaveText('Greet the room');
  await expect(notes.getByTestId('notes-position')).toHaveText('Slide 1 of 2');
  await notes.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.slides section.present h2')).toHaveText('Bye');
  await expect(notes.getByTestId('notes-body')).toHaveText('Thank everyone');
  await expect(notes.getByTestId('notes-position')).toHaveText('Slide 2 of 2');
  await notes.close();

  // The same from the player framed in the show page.
  const show = new DeckShowPage(page);
  await show.goto(owner.path(deck));
  await page.getByTestId('deck-player').click();
  const again = page.waitForEvent('popup');
  await page.keyboard.press('s');
  const framedNotes = await again;
  await expect(framedNotes.getByTestId('notes-body')).toHaveText('Greet the room');
});

test('review shows the notes of the slide on screen and edits that slide', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Review', '<section><h1>Intro</h1><aside class="notes">Start slowly</aside></section><section><h2>Plan</h2></section>');
  await page.goto(owner.path(deck, 'review'));
  const player = new FramedPlayer(page);
  await player.ready();
  await expect(page.getByTestId('review-notes')).toHaveText('Start slowly');
  await player.frame.locator('.controls .navigate-right').click();
  await expect(player.currentHeading).toHaveText('Plan');
  await expect(page.getByTestId('review-position')).toHaveText('Slide 2');
  await expect(page.getByTestId('review-notes')).toHaveText('No speaker notes on this slide.');
  await expect(page.getByRole('link', { name: 'Edit this slide' })).toHaveAttribute('href', `${owner.path(deck, 'edit')}#/1`);
});

test('autoclose=ms closes a deck window opened by another window', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Closing', '<section><h1>Bye soon</h1></section>');
  await page.goto(`${owner.path(deck, 'fullscreen')}?autoclose=300`); // not a popup: stays open
  const opened = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url, '_blank', 'width=400,height=300'), `${owner.path(deck, 'fullscreen')}?autoclose=2000`);
  const popup = await opened;
  // Listened for before anything else is awaited: on a busy machine the window could close while the text was checked,
  // and a close event that has already happened is never seen.
  const closed = popup.waitForEvent('close', { timeout: 15_000 });
  await expect(popup.locator('.slides h1')).toHaveText('Bye soon');
  await closed;
  expect(popup.isClosed()).toBe(true);
  expect(page.isClosed()).toBe(false);
  await expect(page.locator('.slides h1')).toHaveText('Bye soon');
});
