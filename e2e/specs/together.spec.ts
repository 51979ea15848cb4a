/**
 * The seams between collaborators, comments and history in the editor: @mention suggestions offer the deck's
 * collaborators (not only the owner and earlier commenters), and the comments and version history panels, which both
 * take the properties panel's place, are never open together.
 */
import { expect, test } from '@playwright/test';
import { EditorPage } from '../pages/editor';
import { CommentsPanel } from '../pages/comments';
import { inviteCollaborator } from '../pages/collaborators';
import { DeckOwner } from '../pages/viewer';

test('mention suggestions offer a collaborator who never commented; comments and history replace each other', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Joint talk', '<section><h2>Plan</h2></section>');
  const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const collaborator = await new DeckOwner(await otherContext.newPage()).signUp();
  await otherContext.close();
  const name = collaborator.account.username;
  await inviteCollaborator(page, deck.id, name, 'viewer');

  const editor = new EditorPage(page);
  await editor.open(owner.path(deck, 'edit'));
  const comments = new CommentsPanel(page);
  await comments.openInEditor();
  const input = comments.root.getByTestId('comment-new-input');
  await input.pressSequentially(`Please check @${name.slice(0, 6)}`);
  const suggestions = page.getByTestId('mention-suggestions');
  await expect(suggestions).toContainText(`@${name}`);
  await input.press('Enter');
  await expect(input).toHaveValue(`Please check @${name} `);

  // Opening the history closes the comments panel, and the other way round.
  const history = page.getByTestId('history-panel');
  await page.getByTestId('history-toggle').click();
  await expect(history).toBeVisible();
  await expect(comments.root).toHaveCount(0);
  await expect(page.getByTestId('comments-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('comments-toggle').click();
  await expect(comments.root).toBeVisible();
  await expect(history).toHaveCount(0);
  await expect(page.getByTestId('history-toggle')).toHaveAttribute('aria-pressed', 'false');
  // Closing comments brings the properties panel back, with no history in its place.
  await page.getByTestId('comments-toggle').click();
  await expect(comments.root).toHaveCount(0);
  await expect(history).toHaveCount(0);
});
