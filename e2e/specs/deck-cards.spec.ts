/** Deck cards show the deck's first slide drawn small (not a grey title box), without leaking notes. */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { DeckListPage } from '../pages/decks';
import { createDeck } from '../pages/live';

test('a deck card shows the first slide of its deck, scaled into the card', async ({ page }) => {
  const account = newAccount('cards');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Card talk', '<section><h2>Opening slide</h2><p>Hello there</p><aside class="notes">Secret note</aside></section><section><h2>Second</h2></section>');

  const list = new DeckListPage(page);
  await list.gotoProfile(account.username);
  const slide = list.card(deck.id).getByTestId('deck-card-slide');
  await expect(slide).toContainText('Opening slide');
  await expect(slide).not.toContainText('Second');
  const card = (await list.card(deck.id).boundingBox())!;
  const heading = (await slide.getByText('Opening slide').boundingBox())!;
  // Drawn small: the heading fits inside the card instead of at slide size.
  expect(heading.x).toBeGreaterThanOrEqual(card.x);
  expect(heading.x + heading.width).toBeLessThanOrEqual(card.x + card.width);
  await page.screenshot({ path: '/tmp/ux/cards-1440.png' });

  const listed = await (await page.request.get(`/api/v1/decks.json?username=${account.username}`)).json();
  const item = listed.results.find((d: { id: number }) => d.id === deck.id);
  expect(item.first_slide).toBeTruthy();
  expect(JSON.stringify(item.first_slide)).not.toContain('Secret note');

  // Signed out, the public listing shows the same preview.
  await page.context().clearCookies();
  await list.gotoProfile(account.username);
  await expect(list.card(deck.id).getByTestId('deck-card-slide')).toContainText('Opening slide');
});
