import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DECK_ROLES, type AccountType, type DeckVisibility, type TeamRole } from './constants.js';
import {
  canUseVisibility, deckRoleCan, defaultDeckVisibility, isEnterprise, isEnterpriseManager, isPaid, mainMenuEntries, planPrivileges,
  settingsMenuEntries, sharingMode, type DeckAction, type PlanSubject,
} from './permissions.js';

const user = (account_type: AccountType, extra: Partial<PlanSubject> = {}): PlanSubject => ({
  account_type,
  manually_upgraded: false,
  ...extra,
});
const free = user('default');
const lite = user('lite');
const pro = user('pro');
const enterprise = user('enterprise', { team_role: 'member' });
const manager = (team_role: TeamRole, team_manually_upgraded = false) =>
  user('enterprise', { team_role, team_manually_upgraded });
const handUpgraded = user('default', { manually_upgraded: true });

describe('deck roles', () => {
  // Expected permission per role, in DECK_ROLES order: owner, admin, editor, presenter, viewer.
  const matrix: Array<[DeckAction, boolean[]]> = [
    ['comment', [true, true, true, true, true]],
    ['present', [true, true, true, true, false]],
    ['edit', [true, true, true, false, false]],
    ['admin', [true, true, false, false, false]],
  ];
  it.each(matrix)('%s', (action, allowed) => {
    expect(DECK_ROLES.map((role) => deckRoleCan(role, action))).toEqual(allowed);
  });
});

describe('plans', () => {
  it.each([
    [free, false, false, false],
    [lite, true, false, false],
    [pro, true, false, false],
    [enterprise, true, true, false],
    [handUpgraded, true, false, false],
    [manager('owner'), true, true, true],
    [manager('admin'), true, true, true],
    [user('pro', { team_role: 'owner' }), true, false, false], // only enterprise teams have managers
    [user('enterprise', { team_role: null }), true, true, false],
  ])('%# isPaid=%j isEnterprise=%j isEnterpriseManager=%j', (subject, paid, ent, mgr) => {
    expect(isPaid(subject)).toBe(paid);
    expect(isEnterprise(subject)).toBe(ent);
    expect(isEnterpriseManager(subject)).toBe(mgr);
  });

  it('treats every account type but default as paid', () => {
    expect(ACCOUNT_TYPES.filter((type) => isPaid(user(type)))).toEqual(['lite', 'pro', 'enterprise']);
  });

  it.each([
    ['free', free, { privateDecks: false, privateLinks: false, customCss: false, embedWhitelist: false, themes: false, hideEmbedFooter: false }],
    ['lite', lite, { privateDecks: true, privateLinks: false, customCss: false, embedWhitelist: false, themes: false, hideEmbedFooter: true }],
    ['pro', pro, { privateDecks: true, privateLinks: true, customCss: true, embedWhitelist: true, themes: false, hideEmbedFooter: true }],
    ['enterprise', enterprise, { privateDecks: true, privateLinks: true, customCss: true, embedWhitelist: true, themes: true, hideEmbedFooter: true }],
    ['manually upgraded', handUpgraded, { privateDecks: true, privateLinks: false, customCss: false, embedWhitelist: false, themes: false, hideEmbedFooter: true }],
  ])('planPrivileges(%s)', (_name, subject, expected) => {
    expect(planPrivileges(subject)).toEqual(expected);
  });

  const visibilities: DeckVisibility[] = ['all', 'self', 'team'];
  it.each([
    ['free', free, [true, false, false]],
    ['lite', lite, [true, true, false]],
    ['pro', pro, [true, true, false]],
    ['enterprise', enterprise, [true, true, true]],
    ['manually upgraded', handUpgraded, [true, true, false]],
  ])('canUseVisibility(%s) for all, self, team', (_name, subject, expected) => {
    expect(visibilities.map((visibility) => canUseVisibility(subject, visibility))).toEqual(expected);
  });
});

describe('defaultDeckVisibility', () => {
  it("starts a team member's deck as the team's, everyone else's as public", () => {
    expect([enterprise, manager('owner'), manager('admin')].map(defaultDeckVisibility)).toEqual(['team', 'team', 'team']);
    // Enterprise without a team (an operator's plan), and the other plans: the SPEC's public default.
    expect([user('enterprise'), free, lite, pro, handUpgraded].map(defaultDeckVisibility)).toEqual(['all', 'all', 'all', 'all', 'all']);
  });
});

describe('sharingMode', () => {
  it.each([
    // owner of a private/internal deck without private links → upgrade-or-publish
    [true, 'self', free, false, 'upgrade-or-publish', true],
    [true, 'team', lite, false, 'upgrade-or-publish', true],
    [true, 'self', handUpgraded, false, 'upgrade-or-publish', true],
    // owner with private links → private
    [true, 'self', pro, false, 'private', true],
    [true, 'team', enterprise, true, 'private', true],
    // non-owner team member of a private/internal deck → private, no email tab
    [false, 'team', enterprise, true, 'private', false],
    [false, 'self', free, true, 'private', false],
    // otherwise public
    [false, 'self', pro, false, 'public', true],
    [false, 'all', enterprise, true, 'public', true],
    [true, 'all', free, false, 'public', true],
    [true, 'all', pro, false, 'public', true],
  ] as const)('owner=%j visibility=%s → %s (email %j)', (isOwner, visibility, subject, isTeamMember, mode, emailTab) => {
    expect(sharingMode({ isOwner, visibility, user: subject, isTeamMember })).toEqual({ mode, emailTab });
  });
});

describe('menus', () => {
  it.each([
    ['free', free, ['account']],
    ['pro', pro, ['account']],
    ['enterprise member', enterprise, ['account']],
    ['enterprise owner', manager('owner'), ['account', 'team-settings', 'team-members', 'billing-details']],
    ['enterprise admin', manager('admin'), ['account', 'team-settings', 'team-members', 'billing-details']],
    ['manually upgraded team admin', manager('admin', true), ['account', 'team-settings', 'team-members']],
  ])('settingsMenuEntries(%s)', (_name, subject, expected) => {
    expect(settingsMenuEntries(subject)).toEqual(expected);
  });

  it.each([
    ['free', free, ['profile', 'new-deck', 'settings', 'upgrade', 'whats-new', 'log-out']],
    ['lite', lite, ['profile', 'new-deck', 'settings', 'billing', 'whats-new', 'log-out']],
    ['pro', pro, ['profile', 'new-deck', 'settings', 'billing', 'whats-new', 'log-out']],
    ['manually upgraded', handUpgraded, ['profile', 'new-deck', 'settings', 'whats-new', 'log-out']],
    ['manually upgraded pro', user('pro', { manually_upgraded: true }), ['profile', 'new-deck', 'settings', 'whats-new', 'log-out']],
    ['enterprise member', enterprise, ['profile', 'new-deck', 'settings', 'whats-new', 'log-out']],
    ['enterprise owner', manager('owner'), ['profile', 'new-deck', 'themes', 'settings', 'whats-new', 'log-out']],
  ])('mainMenuEntries(%s)', (_name, subject, expected) => {
    expect(mainMenuEntries(subject)).toEqual(expected);
  });
});
