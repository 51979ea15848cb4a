/**
 * The team lifecycle in the browser: sign up a team with a test card, invite by e-mail (the
 * mail the server wrote), accept on the team host `{slug}.localhost`, change the member's role, deactivate them (their
 * session ends and sign-in is refused), reactivate them (sign-in works again).
 */
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { SignInPage, SignUpPage, newAccount } from '../pages/accounts';
import { TeamMembers, TeamSignUp, invitationLink, teamOrigin } from '../pages/teams';

test('a team signs up, invites a member who joins on the team host, and manages them', async ({ browser, page }) => {
  const owner = newAccount('own');
  const member = newAccount('mem');
  const slug = `team-${owner.username.slice(3, 14)}`;

  // The address follows the team's name until it is edited.
  await page.goto('/teams/new');
  await page.getByTestId('team-signup-name').fill('Acme Labs');
  await expect(page.getByTestId('team-signup-slug')).toHaveValue('acme-labs');

  // Team sign-up: a taken slug would say so; this one is free. The card pays the first month. The owner lands on the
  // team's own address, signed in there, and is told it.
  await new TeamSignUp(page).create(owner, { name: 'Acme Labs', slug });
  await expect(page).toHaveURL(`${teamOrigin(slug)}/edit_members`);
  await expect(page.getByText(MESSAGES.teamReadyAt('Acme Labs', new URL(teamOrigin(slug)).host))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();
  const members = new TeamMembers(page);
  await expect(members.member(owner.username)).toContainText('(you)');
  await expect(page.getByTestId('deck-templates-mode')).toBeVisible();

  // Invite by e-mail; the invitee opens the mailed link on the team host and joins with a new account.
  await members.invite(member.email);
  const link = await invitationLink(member.email);
  expect(link.startsWith(`${teamOrigin(slug)}/invitations/`)).toBe(true);
  const memberContext = await browser.newContext();
  const invitee = await memberContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join Acme Labs' })).toBeVisible();
  await expect(invitee.getByTestId('invitation-email')).toHaveText(member.email);
  await invitee.getByTestId('invitation-username').fill(member.username);
  await invitee.getByTestId('invitation-password').fill(member.password);
  await invitee.getByTestId('invitation-signup').click();
  await expect(invitee).toHaveURL(`${teamOrigin(slug)}/${member.username}`);
  await expect(invitee.getByText('Welcome to Acme Labs!')).toBeVisible();
  // The team host's home page is the team's: its internal decks (none yet).
  await invitee.goto(`${teamOrigin(slug)}/`);
  await expect(invitee.getByRole('heading', { name: 'Acme Labs' })).toBeVisible();
  await expect(invitee.getByTestId('team-decks-empty')).toBeVisible();
  // A member's plan has themes already: /themes says who designs them, with nothing to buy.
  await invitee.goto(`${teamOrigin(slug)}/themes`);
  await expect(invitee.getByTestId('themes-ask-admin')).toHaveText(MESSAGES.themesAskTeamAdmin);
  await expect(invitee.getByRole('link', { name: 'See plans' })).toHaveCount(0);

  // The owner, still signed in on the team's address since sign-up, changes the member's role there.
  await page.reload();
  await expect(page.getByTestId('invitations-empty')).toBeVisible();

  // Deleting an invitation asks first: cancelled, it stays; confirmed, it goes.
  const extra = newAccount('extra').email;
  await members.invite(extra);
  const invitation = page.getByTestId('invitation-row').filter({ hasText: extra });
  await invitation.getByTestId('invitation-delete').click();
  const deletePrompt = page.getByRole('dialog', { name: MESSAGES.invitationDeleteTitle(extra) });
  await expect(deletePrompt).toContainText(MESSAGES.invitationDeleteBody);
  // On a phone the long address wraps inside the dialog instead of pushing it past the screen.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => deletePrompt.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth && dialog.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await deletePrompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(deletePrompt).toHaveCount(0);
  await expect(invitation).toBeVisible();
  await invitation.getByTestId('invitation-delete').click();
  await deletePrompt.getByRole('button', { name: 'Delete invitation' }).click();
  await expect(page.getByTestId('invitations-empty')).toBeVisible();

  // Changing a role asks first, above all for Owner: cancelled, the role stays.
  const row = members.member(member.username);
  await row.getByTestId('member-role').selectOption('owner');
  const ownerPrompt = page.getByRole('dialog', { name: MESSAGES.memberRoleTitle(member.username, 'owner') });
  await expect(ownerPrompt).toContainText(MESSAGES.memberRoleOwnerBody);
  await ownerPrompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(ownerPrompt).toHaveCount(0);
  await expect(row.getByTestId('member-role')).toHaveValue('member');
  await row.getByTestId('member-role').selectOption('admin');
  await page.getByRole('dialog', { name: MESSAGES.memberRoleTitle(member.username, 'admin') }).getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${member.username} is now admin`)).toBeVisible();
  await page.reload();
  await expect(members.member(member.username).getByTestId('member-role')).toHaveValue('admin');

  // Deactivate: the member's session ends at once and signing in again is refused.
  await members.member(member.username).getByTestId('member-deactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(members.member(member.username)).toContainText('Deactivated');
  await invitee.reload();
  await expect(invitee.locator('header').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await invitee.goto(`${teamOrigin(slug)}/users/sign_in`);
  await invitee.getByTestId('signin-email').fill(member.email);
  await invitee.getByTestId('signin-password').fill(member.password);
  await invitee.getByTestId('signin-submit').click();
  await expect(invitee.getByText(MESSAGES.accountDeactivated)).toBeVisible();

  // Reactivate: sign-in works again.
  await members.member(member.username).getByTestId('member-reactivate').click();
  await expect(members.member(member.username)).not.toContainText('Deactivated');
  await invitee.getByTestId('signin-submit').click();
  await expect(invitee).toHaveURL(`${teamOrigin(slug)}/${member.username}`);
  await memberContext.close();
});

test('a signed-in non-member on a team\'s address is told they are not a member, on its home, team and subscription pages', async ({ browser, page }) => {
  const owner = newAccount('own');
  const outsider = newAccount('out');
  const slug = `team-${owner.username.slice(3, 14)}`;
  await new TeamSignUp(page).create(owner, { name: 'Beta Works', slug });
  await expect(page).toHaveURL(/\/edit_members$/);

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${process.env.E2E_BASE_URL}/users/sign_up`);
    await new SignUpPage(visitor).signUp(outsider);
    // Sessions are per host: they sign in on the team's address too.
    await visitor.goto(`${teamOrigin(slug)}/users/sign_in`);
    await new SignInPage(visitor).signIn(outsider.email, outsider.password, outsider.username);
    for (const path of ['/', '/edit_members', '/subscription']) {
      await visitor.goto(`${teamOrigin(slug)}${path}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.teamNotMemberTitle('Beta Works'));
      await expect(visitor.getByText(MESSAGES.teamNotMember(outsider.username))).toBeVisible();
      await expect(visitor.getByText('We couldn’t find that team')).toHaveCount(0);
    }
    // Back to the main address, where their own decks are.
    await visitor.getByRole('link', { name: 'Go to my decks' }).click();
    await visitor.waitForURL((url) => url.origin === new URL(process.env.E2E_BASE_URL!).origin);
  } finally {
    await context.close();
  }
});

test('an unknown team host answers the not-found page', async ({ page }) => {
  const response = await page.goto(`${teamOrigin('no-such-team-anywhere')}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that team' })).toBeVisible();
});
