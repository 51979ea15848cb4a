/**
 * Team members in the editor: the image dialog's "Team library" tab next to "My library" (upload,
 * tags, insert; a member sees a teammate's upload read-only, with who uploaded it), the managers' media tags on the
 * members page, and a member's open editor closing when a manager deactivates them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount, SignInPage } from '../pages/accounts';
import { EditorPage, makePng } from '../pages/editor';
import { TeamMembers, TeamSignUp } from '../pages/teams';

/** A JSON call of the signed-in user of `page` (with the page's CSRF token); fails the test unless it succeeds. */
async function call(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.fetch(url, { method, headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A team signed up by `page`'s owner, and a member (created by the owner) signed in in a browser of their own. */
async function teamWithMember(page: Page, browser: Browser) {
  const owner = newAccount('tlo');
  const member = newAccount('tlm');
  await new TeamSignUp(page).create(owner, { name: 'Library Co', slug: `lib-${owner.username.slice(3, 14)}` });
  await expect(page).toHaveURL(/\/edit_members$/);
  // Created from the page on the team's address, where sign-up left the owner signed in (the test runner cannot
  // resolve `{slug}.localhost`; the browser can).
  const created = await page.evaluate(async (user) => {
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const response = await fetch('/api/v1/team/users.json', {
      method: 'POST',
      headers: { 'X-CSRF-Token': csrf, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { ...user, role: 'member' } }),
    });
    return { status: response.status, body: await response.text() };
  }, member);
  expect(created.status, created.body).toBe(201);
  // The rest happens on the main address, where the owner signed up (it manages their team too).
  await page.goto('/edit_members');
  const memberContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
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

test('a manager renames and deletes the team\'s media tags on the members page; the preview names the uploader', async ({ page, browser }) => {
  const { member, owner, memberPage, close } = await teamWithMember(page, browser);
  await call(memberPage, 'PUT', '/api/v1/users.json', { user: { name: 'Mia Member' } });
  const csrf = (await memberPage.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const uploaded = await memberPage.request.post('/api/v1/team/media.json', {
    headers: { 'X-CSRF-Token': csrf }, multipart: { file: { name: 'member-photo.png', mimeType: 'image/png', buffer: makePng(200, 120) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { media } = await uploaded.json();
  const brand = (await call(page, 'POST', '/api/v1/team/tags.json', { tag: { name: 'Brand' } })).tag;
  await call(page, 'POST', '/api/v1/team/tags.json', { tag: { name: 'Old' } });
  await call(page, 'POST', `/api/v1/team/tags/${brand.id}/add_media.json`, { media_ids: [media.id] });

  // Members do not manage the team's tags: the members page is for managers only.
  await memberPage.goto('/edit_members');
  await expect(memberPage.getByTestId('team-managers-only')).toBeVisible();
  await expect(memberPage.locator('#media-tags')).toHaveCount(0);

  // The owner is still on the members page: load it afresh to see the new tags.
  await page.goto('/edit_members#media-tags');
  await page.reload();
  const section = page.locator('#media-tags');
  const rows = section.getByTestId('team-tag-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Brand');
  await expect(rows.nth(0)).toContainText('On 1 medium');
  await expect(rows.nth(1)).toContainText('Not used yet');

  // Rename inline: the shared tag rule first, then the server's "taken", then a good name.
  await section.getByRole('button', { name: 'Rename Brand' }).click();
  const name = section.getByTestId('team-tag-name');
  await expect(name).toBeFocused();
  await name.fill('Brand/2024');
  await name.press('Enter');
  await expect(section.getByTestId('form-error')).toHaveText(MESSAGES.tagNameCharacters);
  await name.fill('Old');
  await name.press('Enter');
  await expect(section.getByTestId('form-error')).toHaveText(MESSAGES.taken);
  await name.fill('Brand 2024');
  await name.press('Enter');
  await expect(name).toHaveCount(0);
  await expect(rows.nth(0).getByTestId('team-tag-name-text')).toHaveText('Brand 2024');
  await expect(section.getByRole('button', { name: 'Rename Brand 2024' })).toBeFocused();

  // Delete asks first; Cancel keeps the tag.
  await section.getByRole('button', { name: 'Delete Old' }).click();
  const prompt = page.getByTestId('team-tag-delete-prompt');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await section.getByRole('button', { name: 'Delete Old' }).click();
  await prompt.getByRole('button', { name: 'Delete tag' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Brand 2024');

  // In the editor, the owner's preview of the member's upload names the member and carries the renamed tag.
  const editor = new EditorPage(page);
  await editor.createDeck(owner.username);
  await page.getByTestId('toolbar-insert-image').click();
  const dialog = page.getByTestId('image-dialog');
  await dialog.getByRole('tab', { name: 'Team library' }).click();
  await dialog.getByTestId('media-tag-filter').selectOption({ label: 'Brand 2024 (1)' });
  await expect(dialog.getByTestId('media-tag-filter').locator('option')).toHaveText(['All tags', 'Brand 2024 (1)']);
  await dialog.getByRole('button', { name: 'Details of member-photo.png' }).click();
  const preview = page.getByTestId('media-preview');
  await expect(preview.getByTestId('media-uploader')).toHaveText(`Uploaded by Mia Member (@${member.username})`);
  await expect(preview.getByTestId('media-tags')).toContainText('Brand 2024');
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
  await expect(closed).toBeVisible();
  await expect(editor.canvas).toBeHidden();
  await expect(closed).toContainText(MESSAGES.editorSignedOut);
  await closed.getByRole('button', { name: 'Sign in' }).click();
  await expect(memberPage).toHaveURL(/\/users\/sign_in\?return_to=/);
  await new SignInPage(memberPage).submit(member.email, member.password);
  await expect(memberPage.getByText(MESSAGES.accountDeactivated)).toBeVisible();
  await close();
});
