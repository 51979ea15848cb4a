/** Page object for the comments panel (editor side panel and review page column). */
import { expect, type Locator, type Page } from '@playwright/test';

export class CommentsPanel {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('comments-panel');
  }

  /** Opens the editor's panel with the top-bar toggle. */
  async openInEditor(): Promise<void> {
    await this.page.getByTestId('comments-toggle').click();
    await expect(this.root).toBeVisible();
  }

  /** Every thread shown. */
  get threads(): Locator {
    return this.root.getByTestId('comment-thread');
  }

  /** The thread whose first message contains `text`. */
  thread(text: string): Locator {
    return this.threads.filter({ has: this.page.getByTestId('comment-message').filter({ hasText: text }) });
  }

  /** Starts a thread on the current slide. */
  async comment(message: string): Promise<void> {
    await this.root.getByTestId('comment-new-input').fill(message);
    await this.root.getByTestId('comment-new-submit').click();
    await expect(this.root.getByTestId('comment-new-input')).toHaveValue('');
  }

  /** Replies in a thread (the reply box closes once it is saved). */
  async reply(thread: Locator, message: string): Promise<void> {
    await thread.getByTestId('comment-reply-button').click();
    await thread.getByTestId('comment-reply-input').fill(message);
    await thread.getByTestId('comment-reply-submit').click();
    await expect(thread.getByTestId('comment-reply-input')).toHaveCount(0);
  }
}
