/** A visitor's view is counted on the deck's card, and related decks (same author, similar text) appear when scrolled into view. */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeck } from '../pages/live';
import { waitUntilFound } from '../pages/search';

const word = () => `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

test('a visitor sees more by the author and similar decks under the show page, and their view is counted', async ({ page, browser }) => {
  const term = word();
  const author = newAccount('related');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(author);
  const main = await createDeck(page, `Volcano ${term} eruptions`, '<section><h2>Lava</h2></section>');
  await createDeck(page, 'Bread baking', '<section><h2>Dough</h2></section>');

  const otherPage = await browser.newPage();
  const other = newAccount('similar');
  await new SignUpPage(otherPage).goto();
  await new SignUpPage(otherPage).signUp(other);
  const similar = await createDeck(otherPage, `A ${term} field study`, '<section><h2>Ash</h2></section>');
  await waitUntilFound(otherPage, term, similar.id);
  await waitUntilFound(otherPage, term, main.id);
  await otherPage.close();

  const visitor = await browser.newPage();
  await visitor.goto(`/${author.username}/${main.slug}`);
  const related = visitor.getByTestId('related-decks');
  await related.scrollIntoViewIfNeeded();
  await expect(visitor.getByTestId('related-by-author')).toContainText('Bread baking');
  await expect(visitor.getByTestId('related-similar')).toContainText(`A ${term} field study`);
  await expect(visitor.getByTestId('related-similar')).not.toContainText('Bread baking');
  await visitor.close();

  // The visitor's view shows on the deck's card in the author's list (counted by a job, so wait for it).
  await expect.poll(async () => {
    await page.goto(`/${author.username}`);
    return page.locator(`[data-testid="profile-deck-card"][data-deck-id="${main.id}"]`).textContent();
  }, { timeout: 20_000 }).toContain('1 view');
});
