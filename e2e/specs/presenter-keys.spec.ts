/** Arrow keys keep driving the presenter view after its toolbar buttons are clicked. */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeck, PresenterView } from '../pages/live';

const SLIDES = ['One', 'Two', 'Three', 'Four', 'Five'].map((t) => `<section><h2>${t}</h2></section>`).join('');

test('arrow keys change slides after Copy audience link, Laser, Pen and Speaker view are clicked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = newAccount('keys');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Keys', SLIDES);
  const presenter = new PresenterView(page);
  await presenter.goto(account.username, deck.slug);
  await expect(presenter.deck.heading()).toHaveText('One');

  await page.getByTestId('copy-viewer-link').click();
  await presenter.press('ArrowRight');
  await expect(presenter.deck.heading()).toHaveText('Two');

  await page.getByTestId('tool-laser').click();
  await presenter.press('ArrowRight');
  await expect(presenter.deck.heading()).toHaveText('Three');

  await page.getByTestId('tool-pen').click();
  await page.getByRole('radio', { name: 'Blue' }).click();
  await presenter.press('ArrowRight');
  await expect(presenter.deck.heading()).toHaveText('Four');

  await page.getByTestId('toggle-speaker-panel').click();
  await presenter.press('ArrowLeft');
  await expect(presenter.deck.heading()).toHaveText('Three');
  await presenter.press('PageDown');
  await expect(presenter.deck.heading()).toHaveText('Four');
});
