/** Kudos: the heart on the show page toggles at once, is kept on reload, and reverts when the server fails. */
import { expect, test } from '@playwright/test';
import { GENERIC_MESSAGES } from '@podium/shared';
import { DeckOwner, DeckShowPage } from '../pages/viewer';

test('the heart gives and takes back a kudo, and a failed kudo reverts with the generic message', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Kudos talk', '<section><h2>Hello</h2></section>');
  const show = new DeckShowPage(page);
  await show.goto(owner.path(deck));

  const heart = page.getByTestId('deck-kudos');
  const count = page.getByTestId('deck-kudos-count');
  await expect(count).toHaveText('0');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(count).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(/Take back your kudo/);
  // The server has it (the optimistic state settled), so a reload keeps it.
  await expect.poll(async () => (await (await page.request.get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).kudos.given).toBe(true);
  await page.reload();
  await expect(count).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The deck's card on the profile shows the count.
  await page.goto(`/${owner.account.username}`);
  await expect(page.locator(`[data-deck-id="${deck.id}"]`).getByTestId('deck-card-kudos')).toHaveAccessibleName('1 kudo');
  await show.goto(owner.path(deck));

  // Keyboard: focus the heart and press Enter to take the kudo back.
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(count).toHaveText('0');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await (await page.request.get(`/api/v1/decks/${deck.id}/kudos.json`)).json()).kudos.count).toBe(0);

  // The server fails: the count goes up at once, then back, with one of SPEC §8's generic messages.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/kudos/kudo.json', async (route) => { await held; await route.fulfill({ status: 500, json: { error: 'boom' } }); });
  await heart.click();
  await expect(count).toHaveText('1');
  release();
  await expect(count).toHaveText('0');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(new RegExp(GENERIC_MESSAGES.map((m) => m.replace(/[?]/g, '\\?')).join('|')))).toBeVisible();
});

test('the deck actions stay where they are while the kudos count loads', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Steady actions', '<section><h2>Hello</h2></section>');
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => { requested = resolve; });
  await page.route(`**/api/v1/decks/${deck.id}/kudos.json`, async (route) => { requested(); await held; await route.continue(); });
  await new DeckShowPage(page).goto(owner.path(deck));

  const share = page.getByTestId('share-button');
  await asked;
  await expect(share).toBeVisible();
  const before = await share.boundingBox();
  await expect(page.getByTestId('deck-kudos-loading')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByTestId('deck-kudos-count')).toHaveText('0');
  expect(await share.boundingBox()).toEqual(before);
});
