/** The deck player (fullscreen view, where Preview goes): reveal.js over the deck, isolated from the app's origin. */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';

test('plays a deck at a deep-linked slide, in a sandbox that cannot reach the app', async ({ page }) => {
  const account = newAccount();
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const headers = { 'X-CSRF-Token': csrf, Accept: 'application/json' };
  const { deck } = await (await page.request.post('/api/v1/decks.json', { headers, data: { deck: { title: 'Player' } } })).json();
  const data = '<section><h1>One</h1></section><section><section><h2>Two</h2></section><section><h2>Three</h2></section></section>';
  expect((await page.request.put(`/api/v1/decks/${deck.id}.json`, { headers, data: { deck: { data, version: deck.version } } })).ok()).toBe(true);

  await page.goto(`/${account.username}/${deck.slug}/fullscreen#/1/1`);
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.locator('section.present:not(.stack) h2')).toHaveText('Three');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('section.present:not(.stack) h2')).toHaveText('Two');
  expect(await page.evaluate(() => String(window.origin))).toBe('null');
  const cookie = await page.evaluate(() => { try { return document.cookie; } catch { return 'blocked'; } });
  expect(cookie).toBe('blocked');
});
