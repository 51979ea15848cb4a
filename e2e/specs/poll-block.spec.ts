/**
 * The poll block in the editor: inserted from the top bar with a question and three options, edited in its panel
 * (question, option texts, 2–8 options with the SPEC-style message past either end, one or several choices), kept
 * after a reload, and shown as its question and options in the player outside a live session.
 */
import { expect, test } from '@playwright/test';
import { MESSAGES, POLL_LIMITS } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { ContentBlocks } from '../pages/contentBlocks';
import { EditorPage } from '../pages/editor';

test('a poll is authored like any block: question, options within 2–8, choice mode, kept after a reload', async ({ page }) => {
  const account = newAccount('pollblock');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  const blocks = new ContentBlocks(page, editor);
  const id = await blocks.insert('poll');
  const content = blocks.content(id);
  await expect(content.locator('.sl-poll__question')).toHaveText('What do you think?');
  await expect(content.locator('.sl-poll__label')).toHaveText(['Option 1', 'Option 2', 'Option 3']);

  await page.getByTestId('poll-question').fill('Where do we meet <next>?');
  await page.getByTestId('poll-option-0').fill('Oslo');
  await expect(content.locator('.sl-poll__question')).toHaveText('Where do we meet <next>?');
  await expect(content.locator('.sl-poll__label').first()).toHaveText('Oslo');

  // Up to eight options; one more is refused with the message, as is going below two.
  const add = page.getByTestId('poll-add-option');
  for (let n = 3; n < POLL_LIMITS.optionsMax; n += 1) await add.click();
  await expect(content.locator('.sl-poll__label')).toHaveCount(POLL_LIMITS.optionsMax);
  await add.click();
  await expect(page.getByTestId('poll-message')).toHaveText(MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax));
  for (let n = POLL_LIMITS.optionsMax; n > 2; n -= 1) await page.getByTestId(`poll-remove-${n - 1}`).click();
  await expect(content.locator('.sl-poll__label')).toHaveText(['Oslo', 'Option 2']);
  await page.getByTestId('poll-remove-0').click();
  await expect(page.getByTestId('poll-message')).toHaveText(MESSAGES.pollOptionCount(POLL_LIMITS.optionsMin, POLL_LIMITS.optionsMax));
  await add.click();
  await page.getByTestId('poll-mode').selectOption('multiple');
  await expect(content).toHaveAttribute('data-poll-mode', 'multiple');
  if (process.env.QA_SCREENSHOTS) await page.screenshot({ path: `${process.env.QA_SCREENSHOTS}/poll-editor-1440.png` });

  await blocks.reload(id);
  await expect(page.getByTestId('poll-question')).toHaveValue('Where do we meet <next>?');
  await expect(page.getByTestId('poll-mode')).toHaveValue('multiple');
  await expect(blocks.content(id).locator('.sl-poll__label')).toHaveText(['Oslo', 'Option 2', 'Option 3']);
});
