/**
 * Collaborators: the owner invites a second user as editor from the share dialog; the second user finds
 * the deck under "Shared with me", opens it in the editor and edits it; removing them closes their editor (pushed over
 * its socket; no timing is asserted here: under a loaded CI machine a push can take over a second).
 */
import { expect, test } from '@playwright/test';
import { DeckOwner, DeckShowPage } from '../pages/viewer';
import { ShareDialog } from '../pages/sharing';
import { EditorPage } from '../pages/editor';

test('an invited editor sees the deck under Shared with me, edits it, and is closed out when removed', async ({ page, browser }) => {
  const owner = await new DeckOwner(page).signUp();
  const deck = await owner.createDeck('Team offsite', '<section><h2>Agenda</h2></section>');

  const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await otherContext.newPage();
  const collaborator = await new DeckOwner(otherPage).signUp();
  const name = collaborator.account.username;

  // The owner invites them as editor from the share dialog.
  await new DeckShowPage(page).goto(owner.path(deck));
  const share = new ShareDialog(page);
  await share.open();
  const section = share.root.getByTestId('collaborators');
  await expect(section.getByTestId('collaborators-empty')).toBeVisible();
  // An unknown username is refused with the field's message, nothing is added.
  await section.getByLabel('Username or e-mail').fill(`${name}-nobody`);
  await section.getByTestId('collab-invite-submit').click();
  await expect(section.getByTestId('collab-invite-error')).toHaveText('There is no one with that username');
  await section.getByLabel('Username or e-mail').fill(name);
  await section.getByTestId('collab-invite-role').selectOption('editor');
  await section.getByTestId('collab-invite-submit').click();
  const row = section.getByTestId('collaborator-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.getByTestId('collaborator-role')).toHaveValue('editor');

  // The collaborator finds it under Shared with me, with their role, and opens the editor from the card.
  await otherPage.goto(`/${name}/decks_shared_with_me.html`);
  const card = otherPage.locator(`[data-deck-id="${deck.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('deck-card-shared')).toContainText('Editor');
  await card.getByRole('link', { name: `Edit ${'Team offsite'}` }).click();
  const editor = new EditorPage(otherPage);
  await expect(editor.canvas).toBeVisible();
  const before = await editor.blocks().count();
  await editor.insert('text');
  await editor.saved();
  // The owner reads the collaborator's change.
  await expect.poll(async () => {
    const response = await page.request.get(`/api/v1/decks/${deck.id}.json`);
    return (await response.json()).deck.version as number;
  }).toBeGreaterThan(deck.version);
  await expect(editor.blocks()).toHaveCount(before + 1);

  // Removed: their editor closes and says why.
  await row.getByTestId('collaborator-remove').click();
  const closed = otherPage.getByTestId('editor-access-changed');
  await expect(closed).toBeVisible();
  await expect(editor.canvas).toBeHidden();
  await expect(section.getByTestId('collaborators-empty')).toBeVisible();
  // The deck is public, so they may still view it, and it left their Shared with me list.
  await expect(closed).toContainText('Your access to this deck changed');
  await otherPage.goto(`/${name}/decks_shared_with_me.html`);
  await expect(otherPage.getByTestId('shared-empty')).toBeVisible();
  await otherContext.close();
});
