/** The deck show page at 1440×900: Edit, Share, Visibility and Export are in view without scrolling, for collaborators who may edit too. */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { createDeck } from '../pages/live';
import { inviteCollaborator } from '../pages/collaborators';

test.use({ viewport: { width: 1440, height: 900 } });

async function signedUp(page: Page, prefix: string) {
  const account = newAccount(prefix);
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  return account;
}

/** Expects each test id to be visible and wholly inside the viewport with the page scrolled to the top. */
async function inView(page: Page, testIds: string[]) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const id of testIds) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box, id).not.toBeNull();
    expect(box.y + box.height, id).toBeLessThanOrEqual(900);
  }
}

test('the owner and an editor see Edit, Share, Visibility and Export without scrolling; a reader sees no Edit', async ({ page, browser }) => {
  const editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const readerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const editorPage = await editorContext.newPage();
    const readerPage = await readerContext.newPage();
    const editor = await signedUp(editorPage, 'ed');
    await signedUp(readerPage, 'rd');
    const owner = await signedUp(page, 'own');
    const deck = await createDeck(page, 'Quarterly review', '<section><h2>Numbers</h2></section>');
    await inviteCollaborator(page, deck.id, editor.username, 'editor');
    const path = `/${owner.username}/${deck.slug}`;

    await page.goto(path);
    await expect(page.getByTestId('deck-edit')).toBeVisible();
    await inView(page, ['deck-edit', 'share-button', 'deck-visibility', 'deck-export-link']);

    await editorPage.goto(path);
    await expect(editorPage.getByTestId('deck-edit')).toBeVisible();
    await inView(editorPage, ['deck-edit', 'share-button', 'deck-visibility', 'deck-export-link']);
    await editorPage.getByTestId('deck-edit').click();
    await expect(editorPage).toHaveURL(new RegExp(`${path}/edit`));

    await readerPage.goto(path);
    await expect(readerPage.getByTestId('share-button')).toBeVisible();
    await expect(readerPage.getByTestId('deck-edit')).toHaveCount(0);
    await expect(readerPage.getByTestId('deck-export-link')).toHaveCount(0);
  } finally {
    await editorContext.close();
    await readerContext.close();
  }
});
