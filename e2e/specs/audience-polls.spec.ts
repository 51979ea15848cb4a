/**
 * Audience polls while presenting: the presenter opens the poll on the slide, three signed-out viewers (one on a phone)
 * vote, and the counts show the same everywhere: drawn on the slide in every frame (presenter and viewers) and in each
 * viewer's results; a viewer cannot vote twice, and closing the poll tells everyone. The viewer's page passes axe at
 * 1440 and 390 px with the open poll on it.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { AudienceView, createDeck, PresenterView } from '../pages/live';
import { seriousViolations } from '../helpers/axe';

// axe is injected as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const OPTIONS = ['Oslo', 'Lima', 'Kyoto'];
const POLL_SLIDE = `<section>
  <div class="sl-block" data-block-type="text" style="left:80px;top:20px;width:800px;height:80px"><div class="sl-block-content"><h2>Next meetup</h2></div></div>
  <div class="sl-block" data-block-type="poll" style="left:80px;top:120px;width:700px;height:420px"><div class="sl-block-content" data-poll-mode="single"><div class="sl-poll">
    <p class="sl-poll__question">Which city next?</p>
    <ol class="sl-poll__options">${OPTIONS.map((option) => `<li class="sl-poll__option"><span class="sl-poll__label">${option}</span></li>`).join('')}</ol>
  </div></div></div>
</section>`;

/** The votes a screen's slide shows on each option of its poll block. */
const slideVotes = (page: Page, stage: string) => page.getByTestId(stage).frameLocator('iframe').locator('.sl-poll__option');

test('three viewers vote and every screen shows the same counts; closing the poll reaches them all', async ({ page, browser }) => {
  const account = newAccount('poll');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Poll talk', POLL_SLIDE);
  const presenter = new PresenterView(page);
  await presenter.goto(account.username, deck.slug);
  // Before voting opens, the slide shows the question and its options only.
  await expect(presenter.deck.frame.locator('.sl-poll__question')).toHaveText('Which city next?');
  await expect(presenter.deck.frame.locator('.sl-poll__count')).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const viewers = [await phone.newPage(), await desktop.newPage(), await other.newPage()];
  for (const viewer of viewers) await new AudienceView(viewer).goto(deck.id);
  await expect(viewers[0]!.getByTestId('audience-poll')).toHaveCount(0);

  const controls = page.getByTestId('slide-poll-controls');
  await expect(controls).toContainText('Which city next?');
  await controls.getByTestId('poll-open').click();
  await expect(controls.getByTestId('poll-control-status')).toContainText('Voting open');
  for (const viewer of viewers) await expect(viewer.getByTestId('audience-poll').getByRole('radio')).toHaveCount(3);

  // The viewer's page with the open poll passes axe on a phone and on a desktop.
  await expect(viewers[0]!.getByTestId('poll-vote')).toBeInViewport();
  if (process.env.QA_SCREENSHOTS) {
    await viewers[0]!.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-viewer-390.png` });
    await viewers[1]!.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-viewer-1440.png` });
  }
  expect(await seriousViolations(viewers[0]!), 'viewer with an open poll at 390 px').toEqual([]);
  expect(await seriousViolations(viewers[1]!), 'viewer with an open poll at 1440 px').toEqual([]);

  // Voting without a choice says what to do; then each viewer votes once (two for Oslo, one for Lima).
  await viewers[0]!.getByTestId('poll-vote').click();
  await expect(viewers[0]!.getByTestId('form-error')).toHaveText('Pick one of the options first.');
  const choices = ['Oslo', 'Oslo', 'Lima'];
  for (const [i, viewer] of viewers.entries()) {
    await viewer.getByRole('radio', { name: choices[i] }).check();
    await viewer.getByTestId('poll-vote').click();
    await expect(viewer.getByTestId('poll-status')).toHaveText('Thanks for voting. Results update live.');
  }

  const expected = ['2', '1', '0'];
  for (const [i, votes] of expected.entries()) {
    await expect(slideVotes(page, 'presenter-stage').nth(i)).toHaveAttribute('data-votes', votes);
    for (const viewer of viewers) {
      await expect(slideVotes(viewer, 'viewer-stage').nth(i)).toHaveAttribute('data-votes', votes);
      await expect(viewer.getByTestId('poll-result').nth(i)).toHaveAttribute('data-votes', votes);
    }
  }
  await expect(presenter.deck.frame.locator('.sl-poll__total')).toHaveText('3 people voted');
  await expect(controls.getByTestId('poll-control-voters')).toHaveText('3 people voted');
  await expect(viewers[0]!.getByTestId('poll-result').first()).toContainText('Oslo (your vote)');

  // Reloading is the same viewer (its signed audience id): its vote stands and it is not asked again.
  await viewers[2]!.reload();
  await expect(viewers[2]!.getByTestId('live-viewer')).toHaveAttribute('data-status', 'live');
  await expect(viewers[2]!.getByTestId('poll-status')).toHaveText('Thanks for voting. Results update live.');
  await expect(viewers[2]!.getByTestId('poll-vote')).toHaveCount(0);
  await expect(viewers[2]!.getByTestId('poll-result').nth(1)).toContainText('Lima (your vote)');

  if (process.env.QA_SCREENSHOTS) {
    await viewers[0]!.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-viewer-results-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-presenter-1440.png` });
  }

  // The speaker view lists the poll with its results; closing there reaches every viewer.
  await page.getByTestId('toggle-speaker-panel').click();
  const list = page.getByTestId('poll-controls');
  await expect(list.getByTestId('poll-result').first()).toHaveAttribute('data-votes', '2');
  if (process.env.QA_SCREENSHOTS) await page.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-speaker-1440.png` });
  expect(await seriousViolations(page), 'presenter with the speaker view').toEqual([]);
  await list.getByTestId('poll-close').click();
  for (const viewer of viewers) await expect(viewer.getByTestId('poll-status')).toHaveText('Voting on this poll is closed.');
  await expect(slideVotes(viewers[1]!, 'viewer-stage').first()).toHaveAttribute('data-votes', '2');
  for (const context of [phone, desktop, other]) await context.close();
});
