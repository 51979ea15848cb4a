/**
 * Recorded narration: the presenter records two slides from the speaker view (Chromium's fake microphone, allowed
 * without a prompt), stops, sees the recording listed, and the show page plays it with the deck following.
 */
import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeck, PresenterView } from '../pages/live';
import { DeckShowPage } from '../pages/viewer';
import { seriousViolations } from '../helpers/axe';

// The config's launch options plus a fake microphone and camera that need no permission prompt, and sound that may
// start without a click inside the page (the test starts the recorded talk from script, as its play button does).
test.use({
  bypassCSP: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const SLIDES = '<section><h1>Opening</h1></section><section><h2>Middle</h2></section><section><h2>Closing</h2></section>';

test('records two slides in the speaker view, lists the recording, and the show page plays it with the deck in sync', async ({ page }, testInfo) => {
  const account = newAccount('narr');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const deck = await createDeck(page, 'Narrated talk', SLIDES);
  const presenter = new PresenterView(page);
  await presenter.goto(account.username, deck.slug);
  await page.getByTestId('toggle-speaker-panel').click();
  const panel = page.getByTestId('narration-panel');
  await expect(panel.getByTestId('narration-summary')).toHaveText('No narration recorded yet.');

  await panel.getByTestId('narration-record').click();
  await expect(panel.getByTestId('narration-recording')).toBeVisible();
  const elapsed = panel.getByTestId('narration-elapsed');
  const seconds = async () => {
    const [m, s] = ((await elapsed.textContent()) ?? '0:00').split(':').map(Number);
    return (m ?? 0) * 60 + (s ?? 0);
  };
  await expect.poll(seconds).toBeGreaterThanOrEqual(1);
  await page.getByTestId('speaker-next-button').click();
  await expect(presenter.deck.heading()).toHaveText('Middle');
  const movedOn = await seconds();
  await expect.poll(seconds).toBeGreaterThan(movedOn);

  // The recording state as the presenter sees it, at desktop and phone widths (screenshots kept with the results).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('recording-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByTestId('narration-stop').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recording-390.png') });
  expect(await seriousViolations(page, false)).toEqual([]);
  await panel.getByTestId('narration-stop').click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(panel.getByTestId('narration-summary')).toHaveText(/^Recorded narration: \d+:\d\d, 2 slides$/, { timeout: 60_000 });
  await expect(panel.getByTestId('narration-rerecord')).toBeVisible();

  const show = new DeckShowPage(page);
  await show.goto(`/${account.username}/${deck.slug}`);
  const media = page.getByTestId('recorded-talk-media');
  await expect(page.getByTestId('recorded-talk')).toContainText(/Recorded talk · \d+:\d\d/);
  await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="recorded-talk-media"]')!;
    element.currentTime = 0;
  });
  await expect(show.player.currentHeading).toHaveText('Opening');
  await media.evaluate((element: HTMLVideoElement) => element.play());
  // The deck moves on to the second slide when the recording reaches the moment the presenter moved on.
  await expect(show.player.currentHeading).toHaveText('Middle', { timeout: movedOn * 1000 + 20_000 });
  expect(await media.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);

  // Seeking back to the start brings the first slide back.
  await media.evaluate((element: HTMLVideoElement) => { element.pause(); element.currentTime = 0.1; });
  await expect(show.player.currentHeading).toHaveText('Opening');
});
