/**
 * Comments, two people at once: the owner comments on slide 2 in the editor; a reader on the review page
 * sees it arrive without reloading and replies; the owner sees the reply arrive and resolves the thread, which leaves
 * the reader's open list. Edit, delete with confirmation, the navigator badge and the 1000-character counter too.
 */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { CommentsPanel } from '../pages/comments';
import { EditorPage } from '../pages/editor';
import { DeckOwner, FramedPlayer } from '../pages/viewer';

const SLIDES = '<section><h2>One</h2></section><section><h2>Two</h2></section><section><h2>Three</h2></section>';

test('a comment on slide 2 reaches another reader live, is answered, resolved, edited and deleted', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Review me', SLIDES);

  // The reader: another person, in another browser context, goes from the show page at slide 2 to comment there.
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  const reader = await new DeckOwner(readerPage).signUp();
  await readerPage.goto(`${owner.path(deck)}#/1`);
  await readerPage.getByTestId('deck-comment').click();
  await expect(readerPage).toHaveURL(new RegExp(`${owner.path(deck, 'review')}#/1$`));
  const player = new FramedPlayer(readerPage);
  await player.ready();
  await expect(readerPage.getByTestId('review-position')).toHaveText('Slide 2');
  const readerPanel = new CommentsPanel(readerPage);
  await expect(readerPanel.root.getByTestId('comments-empty')).toHaveText(MESSAGES.commentsEmptySlide);

  // The owner opens the editor at slide 2 and comments there, mentioning the reader.
  const editor = new EditorPage(page);
  await editor.open(`${owner.path(deck, 'edit')}#/1`);
  const ownerPanel = new CommentsPanel(page);
  await ownerPanel.openInEditor();
  await expect(ownerPanel.root.getByTestId('comments-empty')).toBeVisible();
  const message = `Can we shorten this title, @${reader.account.username}?`;
  await ownerPanel.comment(message);
  await expect(ownerPanel.thread('shorten this title')).toBeVisible();
  const badge = page.locator('[data-testid="navigator-slide"][data-h="1"]').locator('..').getByTestId('slide-comment-badge');
  await expect(badge).toHaveAccessibleName('1 open comment');
  await expect(page.getByTestId('comments-toggle')).toHaveAccessibleName('Comments (1 open)');

  // The reader sees it arrive, without reloading, and answers.
  const readerThread = readerPanel.thread('shorten this title');
  await expect(readerThread).toBeVisible();
  await expect(readerThread.getByTestId('comment-message').first()).toHaveText(message);
  // The reader may not resolve someone else's thread on a deck they only view.
  await expect(readerThread.getByTestId('comment-resolve')).toHaveCount(0);
  // Typing "@" and the start of a name suggests the deck's owner; Enter picks the suggestion.
  await readerThread.getByTestId('comment-reply-button').click();
  const replyInput = readerThread.getByTestId('comment-reply-input');
  await replyInput.pressSequentially(`@${owner.account.username.slice(0, 5)}`);
  await expect(readerPage.getByTestId('mention-suggestions')).toContainText(`@${owner.account.username}`);
  await replyInput.press('Enter');
  await expect(replyInput).toHaveValue(`@${owner.account.username} `);
  await replyInput.pressSequentially('Yes: "Two" is enough.');
  await readerThread.getByTestId('comment-reply-submit').click();
  await expect(replyInput).toHaveCount(0);

  // The owner sees the reply arrive and resolves the thread (found by id from here: its text is edited below).
  const threadId = await ownerPanel.thread('shorten this title').getAttribute('data-comment-id');
  const ownerThread = ownerPanel.root.locator(`[data-testid="comment-thread"][data-comment-id="${threadId}"]`);
  await expect(ownerThread.getByTestId('comment-message').nth(1)).toHaveText(`@${owner.account.username} Yes: "Two" is enough.`);
  await ownerThread.getByTestId('comment-resolve').click();
  await expect(ownerPanel.root.getByTestId('comments-empty')).toHaveText(MESSAGES.commentsAllResolved);
  await expect(badge).toHaveCount(0);

  // For the reader the resolved thread leaves the open list, and comes back, marked, with "Show resolved".
  await expect(readerPanel.threads).toHaveCount(0);
  await expect(readerPanel.root.getByTestId('comments-empty')).toHaveText(MESSAGES.commentsAllResolved);
  await readerPanel.root.getByTestId('comments-show-resolved').check();
  await expect(readerThread.getByTestId('comment-resolved-label')).toContainText('Resolved by');

  // The owner reopens it, edits the first comment and deletes the reply (with confirmation).
  await ownerPanel.root.getByTestId('comments-show-resolved').check();
  await ownerThread.getByTestId('comment-reopen').click();
  await expect(ownerThread.getByTestId('comment-resolve')).toBeVisible();
  await ownerThread.getByTestId('comment-edit-button').first().click();
  await ownerThread.getByTestId('comment-edit-input').fill('Shorter title, please.');
  await ownerThread.getByTestId('comment-edit-submit').click();
  await expect(ownerThread.getByTestId('comment-edit-input')).toHaveCount(0);
  await expect(readerPanel.thread('Shorter title, please.')).toContainText('(edited)');
  await ownerThread.getByTestId('comment-delete-button').nth(1).click();
  const prompt = page.getByTestId('comment-delete-prompt');
  await expect(prompt).toContainText(MESSAGES.confirmDeleteComment);
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expect(readerPanel.thread('Shorter title, please.').getByTestId('comment')).toHaveCount(1);

  // The composer counts toward the 1000-character limit and refuses to send more.
  const input = ownerPanel.root.getByTestId('comment-new-input');
  await input.fill('x'.repeat(1001));
  await expect(ownerPanel.root.getByTestId('comment-new-submit')).toBeDisabled();
  await expect(ownerPanel.root.locator('.field__counter.is-negative')).toBeVisible();

  await readerContext.close();
});
