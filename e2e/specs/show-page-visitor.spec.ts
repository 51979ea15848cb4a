/**
 * A first-time visitor of a deck's show page gets the page without a CSRF token (no cookie, so the server serves
 * one fixed page fast); the web app fetches a token before the first thing they submit, so signing up from there
 * works without a reload.
 */
import { expect, test } from '@playwright/test';
import { newAccount } from '../pages/accounts';
import { DeckOwner, DeckShowPage } from '../pages/viewer';

test('a first-time visitor watches a public deck, then signs up from its page without a reload', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Open talk', '<section><h1>Welcome, visitor</h1></section>');

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const show = new DeckShowPage(visitor);
    await show.goto(owner.path(deck));
    await expect(show.player.currentHeading).toHaveText('Welcome, visitor');
    await expect(visitor.locator('meta[name="csrf-token"]')).toHaveAttribute('content', '');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('podium_csrf');

    // In-app navigation: the page is not reloaded, so the token must come from the web app's own request.
    await visitor.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await visitor.getByRole('link', { name: 'Sign up' }).first().click();
    const account = newAccount('visitor');
    await visitor.getByTestId('signup-username').fill(account.username);
    await visitor.getByTestId('signup-email').fill(account.email);
    await visitor.getByTestId('signup-password').fill(account.password);
    await visitor.getByTestId('signup-submit').click();
    await expect(visitor).toHaveURL(new RegExp(`/${account.username}$`));
    expect(await visitor.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('podium_csrf');
  } finally {
    await context.close();
  }
});
