/**
 * The SPEC §4 deck lifecycle in the UI: trash from the deck card and from the editor's menu, recover and
 * delete for good (after a confirmation) in the Trash listing.
 */
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount, SignUpPage } from '../pages/accounts';
import { DeckListPage } from '../pages/decks';
import { EditorPage } from '../pages/editor';
import { createDeck } from '../pages/live';

async function ownerWithDecks(page: Page, titles: string[]) {
  const account = newAccount('trash');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const decks = [];
  for (const title of titles) decks.push(await createDeck(page, title, `<section><h2>${title}</h2></section>`));
  return { username: account.username, decks };
}

test('a deck card moves its deck to the trash, and the Trash listing recovers it', async ({ page }) => {
  const { username, decks: [keep, drop] } = await ownerWithDecks(page, ['Keep me', 'Old talk']);
  const list = new DeckListPage(page);
  await list.gotoProfile(username);
  await expect(list.cards()).toHaveCount(2);

  await list.trash(drop!.id);
  await expect(page.getByText(MESSAGES.deckTrashed('Old talk'))).toBeVisible();
  await expect(list.card(drop!.id)).toHaveCount(0);
  await expect(list.card(keep!.id)).toBeVisible();

  await list.gotoTrash(username);
  await expect(list.cards()).toHaveCount(1);
  await expect(list.card(drop!.id)).toContainText('Old talk');
  await list.recover(drop!.id);
  await expect(page.getByText(MESSAGES.deckRecovered('Old talk'))).toBeVisible();
  await expect(page.getByTestId('trash-empty')).toBeVisible();

  await list.gotoProfile(username);
  await expect(list.cards()).toHaveCount(2);
  await expect(list.card(drop!.id)).toBeVisible();
});

test('the editor moves its deck to the trash; deleting it for good asks first and then it is gone', async ({ page }) => {
  const { username, decks: [deck] } = await ownerWithDecks(page, ['Draft']);
  const editor = new EditorPage(page);
  await editor.open(`/${username}/${deck!.slug}/edit`);
  await page.getByTestId('editor-more-menu').click();
  await page.getByTestId('editor-trash-deck').click();
  await expect(page).toHaveURL(new RegExp(`/${username}$`));
  await expect(page.getByText(MESSAGES.deckTrashed('Draft'))).toBeVisible();
  const list = new DeckListPage(page);
  await expect(list.card(deck!.id)).toHaveCount(0);

  await list.gotoTrash(username);
  let dialog = await list.askDelete(deck!.id);
  await expect(dialog).toContainText(MESSAGES.confirmDeleteDeck('Draft'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.card(deck!.id)).toBeVisible();

  dialog = await list.askDelete(deck!.id);
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByText(MESSAGES.deckDeleted('Draft'))).toBeVisible();
  await expect(page.getByTestId('trash-empty')).toBeVisible();
  expect((await page.request.get(`/api/v1/decks/${deck!.id}.json`)).status()).toBe(404);
});

test('Undo in the trash notification brings the deck back, also after the editor has been left', async ({ page }) => {
  const { username, decks: [deck] } = await ownerWithDecks(page, ['Second thoughts']);
  const editor = new EditorPage(page);
  await editor.open(`/${username}/${deck!.slug}/edit`);
  await page.getByTestId('editor-more-menu').click();
  await page.getByTestId('editor-trash-deck').click();
  await expect(page).toHaveURL(new RegExp(`/${username}$`));
  const toast = page.getByTestId('notification').filter({ hasText: MESSAGES.deckTrashed('Second thoughts') });
  await toast.getByRole('button', { name: MESSAGES.undoTrash }).click();
  await expect(page.getByText(MESSAGES.deckRecovered('Second thoughts'))).toBeVisible();
  const list = new DeckListPage(page);
  await expect(list.card(deck!.id)).toBeVisible();
  expect((await (await page.request.get(`/api/v1/decks/${deck!.id}.json`)).json()).deck.lifecycle).not.toBe('trashed');
});
