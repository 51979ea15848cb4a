/** The editor's version history (name a version, see what changed, restore it) and forking a public deck. */
import { expect, test } from '@playwright/test';
import { GENERIC_MESSAGES } from '@podium/shared';
import { SignInPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { DeckOwner, DeckShowPage } from '../pages/viewer';

test('edit a deck, open its history, restore an older version and see the content back', async ({ page }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('History talk', '<section><h2>Original words</h2></section>');
  const editor = new EditorPage(page);
  await editor.open(owner.path(deck, 'edit'));

  // Keep the starting point under a name.
  await page.getByTestId('history-toggle').click();
  const panel = page.getByTestId('history-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('history-name-open').click();
  await panel.getByTestId('history-name-input').fill('First draft');
  await panel.getByTestId('history-name-save').click();
  const named = panel.getByTestId('history-revision').filter({ hasText: 'First draft' });
  await expect(named).toBeVisible();
  await expect(named).toContainText('Current');
  await expect(named).toContainText(owner.account.username);
  await expect(named).toContainText('1 slide');
  // History and comments share the side column: opening one closes the other.
  await page.getByTestId('comments-toggle').click();
  await expect(page.getByTestId('comments-panel')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('history-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('history-toggle').click();
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('comments-panel')).toHaveCount(0);
  await expect(page.getByTestId('comments-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('history-toggle').click();
  await expect(panel).toHaveCount(0);

  // Change the text and let it save.
  const text = editor.blocks('text').first();
  const id = (await text.getAttribute('data-block-id'))!;
  await editor.typeText(id, 'Rewritten words');
  await editor.saved();
  await expect(editor.canvas).toContainText('Rewritten words');

  // The history shows the named version (no longer current) with the slide it holds; restore it, confirming first.
  await page.getByTestId('history-toggle').click();
  await expect(named).toBeVisible();
  await expect(named).not.toContainText('Current');
  await named.getByRole('button', { expanded: false }).click();
  await expect(named.getByTestId('history-changed-slide')).toHaveCount(1);
  await expect(named.getByTestId('history-changed-slide')).toContainText('Original words');
  await expect(named.getByTestId('history-preview')).toHaveAttribute('href', new RegExp(`/preview\\?revision=${deck.version}$`));
  await named.getByTestId('history-restore').click();
  const confirm = page.getByTestId('history-restore-confirm');
  await expect(confirm).toContainText('First draft');
  await confirm.getByRole('button', { name: 'Restore' }).click();

  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(editor.canvas).toContainText('Original words');
  await expect(editor.canvas).not.toContainText('Rewritten words');
  // The state before the restore was kept: the newest entry is the restored version, the one before holds the rewrite.
  await expect(panel.getByTestId('history-revision').first()).toContainText('Current');
  await expect(panel.getByTestId('history-revision')).toHaveCount(3);
  const data = await (await page.request.get(`/api/v1/decks/${deck.id}/data.json`)).text();
  expect(data).toContain('Original words');
  expect(data).not.toContain('Rewritten words');

  // Reloading shows the restored content from the server.
  await editor.open(owner.path(deck, 'edit'));
  await expect(editor.canvas).toContainText('Original words');
});

test('fork a public deck from its show page, and through /decks/fork/{id} after signing in', async ({ page, browser }) => {
  const author = await new DeckOwner(page).signUp();
  const deck = await author.createDeck('Forkable talk', '<section><h2>Copy me</h2></section>');

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    // Signed out, the show page has no copy button; /decks/fork/{id} asks to sign in first.
    const show = new DeckShowPage(other);
    await show.goto(author.path(deck));
    await expect(other.getByTestId('deck-fork')).toHaveCount(0);
    const forker = await new DeckOwner(other).signUp();

    await show.goto(author.path(deck));
    await other.getByTestId('deck-fork').click();
    await expect(other).toHaveURL(new RegExp(`/${forker.account.username}$`));
    await expect(other.getByText('Deck copied to your decks')).toBeVisible();
    await expect(other.getByRole('link', { name: /Forkable talk/ }).first()).toBeVisible();
    const copy = (await (await other.request.get(`/api/v1/users/${forker.account.username}/decks/forkable-talk.json`)).json()).deck;
    expect(copy.user.username).toBe(forker.account.username);
    expect(await (await other.request.get(`/api/v1/decks/${copy.id}/data.json`)).text()).toContain('Copy me');

    // Signed out: /decks/fork/{id} → sign in → the copy is made and the user lands on their profile.
    await other.context().clearCookies();
    await other.goto(`/decks/fork/${deck.id}`);
    await expect(other).toHaveURL(/\/users\/sign_in\?return_to=/);
    await new SignInPage(other).submit(forker.account.email, forker.account.password);
    await expect(other).toHaveURL(new RegExp(`/${forker.account.username}$`));
    await expect(other.getByText('Deck copied to your decks')).toBeVisible();
    await expect.poll(async () => (await other.request.get(`/api/v1/users/${forker.account.username}/decks/forkable-talk-2.json`)).status()).toBe(200);
  } finally {
    await context.close();
  }
});

test('a fork refused for the deck limit opens the promotion; any other failure shows the generic message', async ({ page, browser }) => {
  const author = await new DeckOwner(page).signUp();
  const deck = await author.createDeck('Limited talk', '<section><h2>Hello</h2></section>');
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    const forker = await new DeckOwner(other).signUp();
    const show = new DeckShowPage(other);
    await show.goto(author.path(deck));
    // The server's answers are replaced here: the deck limit is an operator setting (DECK_LIMIT_*), covered by the API tests.
    await other.route('**/fork.json', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await other.getByTestId('deck-fork').click();
    await expect(other.getByText(new RegExp(GENERIC_MESSAGES.map((m) => m.replace(/[?]/g, '\\?')).join('|')))).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`/${author.account.username}/limited-talk$`));

    await other.unroute('**/fork.json');
    await other.route('**/fork.json', (route) => route.fulfill({ status: 403, json: { error: 'limit', deck_limit: true, upgrade_url: '/account/upgrade' } }));
    await other.getByTestId('deck-fork').click();
    await expect(other).toHaveURL(new RegExp(`/${forker.account.username}/deck_limit_reached.html$`));
    await expect(other.getByRole('heading', { name: /reached your deck limit/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
