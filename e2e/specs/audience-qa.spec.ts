/**
 * Audience Q&A while presenting: a signed-out viewer asks and upvotes on the live page, the presenter answers, hides
 * and pins from the speaker view, and the pinned question shows over the slide for the audience. Both screens pass
 * axe at 1440 and 390 px with questions on them.
 */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { AudienceView, createDeck, PresenterView } from '../pages/live';
import { seriousViolations } from '../helpers/axe';

const SLIDES = '<section><h1>Questions welcome</h1></section><section><h2>Second</h2></section>';

// axe is injected as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true });


test('the audience asks and upvotes, the presenter answers, hides and pins, and every viewer sees the pinned question', async ({ page, browser }) => {
  // Three browsers and two widths with axe at each: a long flow on a loaded machine.
  test.setTimeout(180_000);
  const account = newAccount('qa');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Q&A talk', SLIDES);
  const presenter = new PresenterView(page);
  await presenter.goto(account.username, deck.slug);
  await page.getByTestId('toggle-speaker-panel').click();
  const moderation = page.getByTestId('qa-moderation');
  await expect(moderation.getByTestId('qa-open')).toBeChecked();

  const audienceContext = await browser.newContext(); // another browser, signed out
  const audiencePage = await audienceContext.newPage();
  await new AudienceView(audiencePage).goto(deck.id);
  const qa = audiencePage.getByTestId('audience-qa');

  // Asking: a blank question is refused with a message; a question with a name and one with markup (shown as text).
  await qa.getByTestId('qa-ask').click();
  await expect(qa.getByRole('alert')).toHaveText('Type your question first.');
  await qa.getByLabel('Your question').fill('Will the slides be shared afterwards?');
  await qa.getByLabel('Your name (optional)').fill('Ada');
  await qa.getByTestId('qa-ask').click();
  await expect(qa.getByLabel('Your question')).toHaveValue('');
  await qa.getByLabel('Your question').fill('<img src=x onerror="document.title=\'pwned\'"> is this safe?');
  await qa.getByTestId('qa-ask').click();
  const audienceItems = qa.getByTestId('qa-question');
  await expect(audienceItems).toHaveCount(2);
  await expect(qa.getByText('<img src=x onerror="document.title=\'pwned\'"> is this safe?')).toBeVisible();
  await expect(qa.locator('.qa-question img')).toHaveCount(0);
  await expect(audiencePage).not.toHaveTitle('pwned');
  await expect(audienceItems.first()).toContainText('Your question');

  const presenterItems = moderation.getByTestId('qa-question');
  await expect(presenterItems).toHaveCount(2);
  const slidesQuestion = moderation.getByTestId('qa-question').filter({ hasText: 'Will the slides be shared' });
  await expect(slidesQuestion).toContainText('Ada');

  // A second viewer upvotes once: the button stays pressed and the count reaches the presenter.
  const voterContext = await browser.newContext();
  const voterPage = await voterContext.newPage();
  await new AudienceView(voterPage).goto(deck.id);
  const voterQuestion = voterPage.getByTestId('qa-question').filter({ hasText: 'Will the slides be shared' });
  await voterQuestion.getByTestId('qa-vote').click();
  await expect(voterQuestion.getByTestId('qa-vote')).toHaveAttribute('aria-pressed', 'true');
  await expect(voterQuestion.getByTestId('qa-vote')).toBeDisabled();
  await expect(slidesQuestion.getByTestId('qa-votes')).toHaveText('1 vote');
  // After a reload the same browser is the same viewer: it has voted already.
  await voterPage.reload();
  await expect(voterPage.getByTestId('qa-question').filter({ hasText: 'Will the slides be shared' }).getByTestId('qa-vote')).toHaveAttribute('aria-pressed', 'true');
  // Sorted by votes, the upvoted question leads; newest first puts the later one on top.
  await expect(audienceItems.first()).toContainText('Will the slides be shared');
  await qa.getByTestId('qa-sort-recent').click();
  await expect(audienceItems.first()).toContainText('is this safe?');

  // The presenter hides the markup question: the audience no longer has it, the presenter still does.
  await moderation.getByTestId('qa-question').filter({ hasText: 'is this safe?' }).getByTestId('qa-hide').click();
  await expect(audienceItems).toHaveCount(1);
  await expect(voterPage.getByTestId('qa-question')).toHaveCount(1);
  await expect(presenterItems).toHaveCount(2);
  await expect(moderation.getByTestId('qa-question').filter({ hasText: 'is this safe?' })).toHaveAttribute('data-state', 'hidden');

  // Pinned over the slide for every viewer and the presenter; answered shows on the audience's list.
  await slidesQuestion.getByTestId('qa-pin').click();
  for (const screen of [audiencePage, voterPage, page]) {
    await expect(screen.getByTestId('qa-pinned')).toContainText('Will the slides be shared afterwards?');
  }
  await expect(audiencePage.getByTestId('qa-pinned')).toContainText('Ada asks');
  await slidesQuestion.getByTestId('qa-answer').click();
  await expect(audienceItems.first()).toContainText('Answered');

  // Closing Q&A takes the form away from the audience and says why.
  await moderation.getByTestId('qa-open').click();
  await expect(qa.getByTestId('qa-status')).toHaveText('The presenter has closed questions for now.');
  await expect(qa.getByLabel('Your question')).toHaveCount(0);
  await moderation.getByTestId('qa-open').click();
  await expect(qa.getByLabel('Your question')).toBeVisible();

  // Both screens pass axe at desktop and phone width, with questions, a pinned one and a hidden one on them.
  for (const width of [1440, 390]) {
    for (const screen of [audiencePage, page]) {
      await screen.setViewportSize({ width, height: 900 });
      await expect(screen.getByTestId('qa-pinned')).toBeVisible();
      if (process.env.QA_SCREENSHOTS) await screen.screenshot({ path: `${process.env.QA_SCREENSHOTS}/${screen === page ? 'presenter' : 'audience'}-${width}.png` });
      expect(await seriousViolations(screen), `${screen === page ? 'presenter' : 'audience'} at ${width} px`).toEqual([]);
    }
  }

  // Unpinning takes it off every screen.
  await slidesQuestion.getByTestId('qa-pin').click();
  await expect(voterPage.getByTestId('qa-pinned')).toHaveCount(0);

  // A new session starts with an empty list for everyone; the questions stay for the presenter to read back.
  await page.setViewportSize({ width: 1440, height: 900 });
  await moderation.getByTestId('qa-new-session').click();
  await expect(voterPage.getByTestId('qa-question')).toHaveCount(0);
  await expect(presenterItems).toHaveCount(0);
  await moderation.getByTestId('qa-history-open').click();
  const history = page.getByTestId('qa-history');
  await expect(history.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(history.getByTestId('qa-question')).toHaveCount(2);
  await expect(history.getByTestId('qa-question').first()).toContainText('Will the slides be shared afterwards?');
  await expect(history.getByTestId('qa-question').first()).toContainText('Answered');
  if (process.env.QA_SCREENSHOTS) await page.screenshot({ path: `${process.env.QA_SCREENSHOTS}/history-1440.png` });
  expect(await seriousViolations(page), 'sessions dialog').toEqual([]);
  await audienceContext.close();
  await voterContext.close();
});
