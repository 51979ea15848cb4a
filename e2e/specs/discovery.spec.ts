/** Find a public deck from the header search and open it on the matching slide; tag pages list tagged decks. */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeck } from '../pages/live';
import { HeaderSearch, waitUntilFound } from '../pages/search';
import { DeckListPage } from '../pages/decks';

const word = () => `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

test('Enter in an empty header search asks for a term and goes nowhere; typing clears the message', async ({ page }) => {
  await page.goto('/pricing');
  const search = new HeaderSearch(page);
  await search.input().fill('   ');
  await search.input().press('Enter');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.searchTermMissing);
  await expect(search.input()).toHaveAttribute('aria-invalid', 'true');
  await expect(search.input()).toHaveAccessibleDescription(MESSAGES.searchTermMissing);
  await expect(page).toHaveURL(/\/pricing$/);
  await search.input().pressSequentially('a');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('typing in the header search shows the slide text highlighted and opens the deck on that slide', async ({ page, browser }) => {
  const term = word();
  const account = newAccount('search');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Botany basics', `<section><h2>Cover</h2></section><section><h2>Leaves</h2><p>The ${term} pigment makes leaves green</p></section>`);
  await waitUntilFound(page, term, deck.id);

  // Someone else, signed out, finds the public deck.
  const visitor = await browser.newPage();
  await visitor.goto(`/${account.username}`);
  const search = new HeaderSearch(visitor);
  await search.type(term.slice(0, 6));
  const hit = search.hit('Botany basics');
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('Slide 2');
  await expect(hit.locator('mark')).toHaveText(term);
  await expect(hit).toContainText('pigment makes leaves green');

  await hit.click();
  await expect(visitor).toHaveURL(new RegExp(`/${account.username}/botany-basics#/1$`));
  const player = visitor.frameLocator('iframe[title$="(slides)"]');
  await expect(player.locator('.slides section.present h2')).toHaveText('Leaves');

  // Enter with nothing typed asks for a term; Enter with a term opens every result.
  await search.input().fill('');
  await search.input().press('Enter');
  await expect(visitor.getByRole('alert')).toHaveText(MESSAGES.searchTermMissing);
  await search.input().fill(term);
  await search.input().press('Enter');
  await expect(visitor).toHaveURL(/\/search\?q=/);
  await expect(visitor.getByTestId('search-result').filter({ hasText: 'Botany basics' }).locator('mark')).toHaveText(term);
  await visitor.close();
});

test('an owner tags a deck on its page and the tag page lists the tagged decks', async ({ page }) => {
  const account = newAccount('tags');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const tagged = await createDeck(page, 'Tagged talk', '<section><h2>One</h2></section>');
  const other = await createDeck(page, 'Untagged talk', '<section><h2>Two</h2></section>');
  const tag = `talks${Math.random().toString(36).slice(2, 6)}`;

  await page.goto(`/${account.username}/${tagged.slug}`);
  await page.getByTestId('deck-tag-input').fill(tag);
  await page.getByTestId('deck-tag-add').click();
  await expect(page.getByTestId('deck-tag')).toHaveText(`#${tag}`);

  await page.getByTestId('deck-tag').click();
  await expect(page).toHaveURL(new RegExp(`/${account.username}/decks/${tag}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${tag}`);
  const list = new DeckListPage(page);
  await expect(list.card(tagged.id)).toBeVisible();
  await expect(list.card(other.id)).toHaveCount(0);
  await expect(list.cards()).toHaveCount(1);

  // Visitors see the tag on the deck page (without the editing controls) and the same tag page.
  await page.context().clearCookies();
  await page.goto(`/${account.username}/${tagged.slug}`);
  await expect(page.getByTestId('deck-tag')).toHaveText(`#${tag}`);
  await expect(page.getByTestId('deck-tag-input')).toHaveCount(0);
  await page.goto(`/${account.username}/decks/${tag}`);
  await expect(list.cards()).toHaveCount(1);
});

test('explore shows public decks and loads more when scrolled to the end', async ({ page }) => {
  const account = newAccount('explore');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  // More than one page (24) of new public decks, so "Newest" has a second page whatever other tests made.
  for (let i = 0; i < 26; i += 1) {
    const created = await page.request.post('/api/v1/decks.json', { headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data: { deck: { title: `Explore deck ${i}` } } });
    expect(created.ok()).toBe(true);
  }
  await page.goto('/explore');
  await page.getByTestId('explore-tab-recent').click();
  const cards = page.getByTestId('explore-grid').getByTestId('profile-deck-card');
  await expect(cards).toHaveCount(24);
  // Newest first: our last deck comes before the one made just before it (a deck another test publishes meanwhile
  // may come before both).
  const titles = await cards.allInnerTexts();
  const at = (n: number) => titles.findIndex((text) => text.includes(`Explore deck ${n}`));
  expect(at(25)).toBeGreaterThanOrEqual(0);
  expect(at(25)).toBeLessThan(at(24));
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  await expect(page.getByTestId('explore-grid')).toContainText('Explore deck 0');
});
