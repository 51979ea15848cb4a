/**
 * Issue 12 §3, what a new user hits first in the editor: retyping a title keeps its style, new blocks are visible
 * at their inserted size, the video panel fits, the text toolbar shows the real alignment, line and pen colours
 * follow the theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';

async function newDeck(page: Page): Promise<{ editor: EditorPage; username: string }> {
  const account = newAccount('first');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const editor = new EditorPage(page);
  await editor.createDeck(account.username);
  return { editor, username: account.username };
}

test('retyping the whole title keeps it a Heading 1, also after a reload', async ({ page }) => {
  const { editor } = await newDeck(page);
  const title = editor.blocks('text').filter({ has: page.locator('h1') }).first();
  const id = (await title.getAttribute('data-block-id'))!;
  const sizeBefore = await title.locator('h1').evaluate((el) => getComputedStyle(el).fontSize);

  await editor.typeText(id, 'Quarterly review');

  await expect(editor.block(id).locator('h1')).toHaveText('Quarterly review');
  await expect(editor.block(id).locator('p')).toHaveCount(0);
  expect(await editor.block(id).locator('h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe(sizeBefore);
  await editor.saved();
  await page.reload();
  await expect(editor.block(id).locator('h1')).toHaveText('Quarterly review');
});
