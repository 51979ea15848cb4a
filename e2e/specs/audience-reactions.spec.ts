/**
 * Audience reactions while presenting: a signed-out viewer taps 👏 (and sends ❤️ from the keyboard), the emoji rise
 * over the slide on the presenter's screen (a still count on the viewer's, which asks for reduced motion), and screen
 * readers hear a summary; the presenter turns reactions off and the viewer's buttons give way to a note. The viewer's
 * page passes axe at phone width with the bar on it.
 */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { AudienceView, createDeck, PresenterView } from '../pages/live';
import { seriousViolations } from '../helpers/axe';


// axe is injected as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });


test('a viewer’s reaction appears on the presenter’s screen, and turning reactions off takes the buttons away', async ({ page, browser }) => {
  const account = newAccount('react');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Reactions talk', '<section><h1>Clap if you agree</h1></section>');
  await new PresenterView(page).goto(account.username, deck.slug);

  // A phone, signed out, that asks for reduced motion: it shows a still count where the presenter's screen animates.
  const audienceContext = await browser.newContext({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
  const audience = await audienceContext.newPage();
  await new AudienceView(audience).goto(deck.id);
  const buttons = audience.getByRole('group', { name: 'Send a reaction' }).getByRole('button');
  await expect(buttons).toHaveCount(6);
  await expect(buttons.last()).toBeInViewport();

  await audience.getByRole('button', { name: 'Applause' }).click();
  await expect(page.locator('[data-testid="reaction-float"][data-emoji="👏"]').first()).toBeAttached();
  await expect(page.getByTestId('reaction-summary')).toHaveText('1 reaction: Applause 1');
  await expect(audience.getByTestId('reaction-still')).toContainText('👏 ×1');
  await expect(audience.getByTestId('reaction-float')).toHaveCount(0);
  // Real buttons: the keyboard sends one too.
  await audience.getByRole('button', { name: 'Love' }).focus();
  await audience.keyboard.press('Enter');
  await expect(page.locator('[data-testid="reaction-float"][data-emoji="❤️"]').first()).toBeAttached();
  if (process.env.QA_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.QA_SCREENSHOTS}/reactions-presenter-1280.png` });
    await audience.screenshot({ path: `${process.env.QA_SCREENSHOTS}/reactions-audience-390.png` });
  }
  expect(await seriousViolations(audience), 'audience at 390 px').toEqual([]);

  await page.getByTestId('toggle-speaker-panel').click();
  const toggle = page.getByTestId('reactions-open');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(audience.getByTestId('reactions-off')).toHaveText('The presenter has turned reactions off.');
  await expect(buttons).toHaveCount(0);
  // A viewer arriving now finds them off too.
  const late = await audienceContext.newPage();
  await new AudienceView(late).goto(deck.id);
  await expect(late.getByTestId('reactions-off')).toBeVisible();
  expect(await seriousViolations(page), 'presenter with the speaker view').toEqual([]);
  await audienceContext.close();
});
