/**
 * Team members in the editor (issue 17 §1): the image dialog's "Team library" tab next to "My library" (upload,
 * tags, insert; a member sees a teammate's upload read-only), and a member's open editor closing when a manager
 * deactivates them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount, SignInPage } from '../pages/accounts';
import { EditorPage, makePng } from '../pages/editor';
import { TeamMembers, TeamSignUp } from '../pages/teams';

/** A team signed up by `page`'s owner, and a member (created by the owner) signed in in a browser of their own. */
async function teamWithMember(page: Page, browser: Browser) {
  const owner = newAccount('tlo');
  const member = newAccount('tlm');
  await new TeamSignUp(page).create(owner, { name: 'Library Co', slug: `lib-${owner.username.slice(3, 14)}` });
  await expect(page).toHaveURL(/\/edit_members$/);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const created = await page.request.post('/api/v1/team/users.json', {
    headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' },
    data: { user: { ...member, role: 'member' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const memberContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const memberPage = await memberContext.newPage();
  await new SignInPage(memberPage).goto();
  await new SignInPage(memberPage).signIn(member.email, member.password, member.username);
  return { owner, member, memberPage, close: () => memberContext.close() };
}

test('a member shares an image through the Team library tab; the owner tags and inserts it', async ({ page, browser }) => {
  const { owner, member, memberPage, close } = await teamWithMember(page, browser);

  // The member's deck is a team deck: the image dialog offers both libraries, their own first.
  const memberEditor = new EditorPage(memberPage);
  await memberEditor.createDeck(member.username);
  await memberPage.getByTestId('toolbar-insert-image').click();
  const dialog = memberPage.getByTestId('image-dialog');
  await expect(dialog.getByRole('tab', { name: 'My library' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Team library' }).click();
  await expect(dialog.getByTestId('media-library')).toHaveAttribute('data-scope', 'team');
  await expect(dialog.getByTestId('media-empty')).toHaveText(MESSAGES.teamMediaLibraryEmpty);
  await dialog.getByTestId('media-upload-input').setInputFiles({ name: 'team-logo.png', mimeType: 'image/png', buffer: makePng(300, 100) });
  await expect(dialog.getByTestId('media-tile')).toHaveCount(1, { timeout: 20_000 });
  // Their own library does not hold it.
  await dialog.getByRole('tab', { name: 'My library' }).click();
  await expect(dialog.getByTestId('media-empty')).toHaveText(MESSAGES.mediaLibraryEmpty);

  // The owner finds it in the team library of their own deck, tags it (managers create team tags) and inserts it.
  const ownerEditor = new EditorPage(page);
  await ownerEditor.createDeck(owner.username);
  await page.getByTestId('toolbar-insert-image').click();
  const ownerDialog = page.getByTestId('image-dialog');
  await ownerDialog.getByRole('tab', { name: 'Team library' }).click();
  await expect(ownerDialog.getByTestId('media-grid')).toContainText('team-logo.png');
  await ownerDialog.getByTestId('media-details').click();
  const preview = page.getByTestId('media-preview');
  await expect(preview.getByTestId('media-delete')).toBeVisible();
  await preview.getByTestId('media-new-tag').fill('Brand');
  await preview.getByTestId('media-new-tag-submit').click();
  await expect(preview.getByTestId('media-tags')).toContainText('Brand');
  await preview.getByTestId('media-insert').click();
  await expect(ownerDialog).toHaveCount(0);
  await expect(ownerEditor.blocks('image')).toHaveCount(1);
  await expect(ownerEditor.blocks('image').first().locator('img')).toHaveAttribute('src', /^\/media\/[\w-]+\.(webp|png)$/);

  // The owner uploads one too: the member sees it, filters by the team's tag, and may not change the owner's upload.
  await page.getByTestId('toolbar-insert-image').click();
  await ownerDialog.getByRole('tab', { name: 'Team library' }).click();
  await ownerDialog.getByTestId('media-upload-input').setInputFiles({ name: 'owner-chart.png', mimeType: 'image/png', buffer: makePng(120, 120, [20, 90, 200]) });
  await expect(ownerDialog.getByTestId('media-tile')).toHaveCount(2, { timeout: 20_000 });

  await dialog.getByRole('tab', { name: 'Team library' }).click();
  const tiles = dialog.getByTestId('media-tile');
  await expect(tiles).toHaveCount(2);
  await dialog.getByTestId('media-tag-filter').selectOption({ label: 'Brand (1)' });
  await expect(tiles).toHaveCount(1);
  await expect(dialog.getByTestId('media-grid')).toContainText('team-logo.png');
  await dialog.getByTestId('media-tag-filter').selectOption({ label: 'All tags' });
  await dialog.getByRole('button', { name: 'Details of owner-chart.png' }).click();
  const memberPreview = memberPage.getByTestId('media-preview');
  await expect(memberPreview.getByTestId('media-read-only')).toHaveText(MESSAGES.teamMediaUploaderOnly);
  await expect(memberPreview.getByTestId('media-delete')).toHaveCount(0);
  await expect(memberPreview.getByTestId('media-label')).toHaveCount(0);
  await close();
});

test('a member\'s open editor closes when a manager deactivates them', async ({ page, browser }) => {
  const { member, memberPage, close } = await teamWithMember(page, browser);
  const editor = new EditorPage(memberPage);
  await editor.createDeck(member.username);
  await editor.insert('text');
  await editor.saved();

  await page.goto('/edit_members');
  const members = new TeamMembers(page);
  await members.member(member.username).getByTestId('member-deactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(members.member(member.username)).toContainText('Deactivated');

  // The server ends the member's session and closes the editor's channel: the editor gives way to the signed-out view.
  const closed = memberPage.getByTestId('editor-signed-out');
  await expect(closed).toBeVisible({ timeout: 3000 });
  await expect(editor.canvas).toBeHidden();
  await expect(closed).toContainText(MESSAGES.editorSignedOut);
  await closed.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage).toHaveURL(/\/users\/sign_in\?return_to=/);
  await new SignInPage(memberPage).submit(member.email, member.password);
  await expect(memberPage.getByText(MESSAGES.accountDeactivated)).toBeVisible();
  await close();
});
