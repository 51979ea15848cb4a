/** Permission rules of SPEC §6 as pure functions; server enforces them and web hides what they forbid. */
import type { AccountType, DeckRole, DeckVisibility, TeamRole } from './constants.js';

export type DeckAction = 'comment' | 'present' | 'edit' | 'admin';
/** The facts about a user that plan and menu rules need. */
export interface PlanSubject {
  account_type: AccountType;
  manually_upgraded: boolean;
  team_role?: TeamRole | null;
  team_manually_upgraded?: boolean;
}
export interface PlanPrivileges {
  privateDecks: boolean;
  privateLinks: boolean;
  customCss: boolean;
  embedWhitelist: boolean;
  themes: boolean;
  hideEmbedFooter: boolean;
}
export type SharingMode = 'public' | 'private' | 'upgrade-or-publish';
export type MainMenuEntry = 'profile' | 'new-deck' | 'themes' | 'settings' | 'billing' | 'upgrade' | 'whats-new' | 'log-out';
export type SettingsMenuEntry = 'account' | 'team-settings' | 'team-members' | 'billing-details';

const DECK_ACTION_ROLES: Record<DeckAction, readonly DeckRole[]> = {
  comment: ['owner', 'admin', 'editor', 'presenter', 'viewer'],
  present: ['owner', 'admin', 'editor', 'presenter'],
  edit: ['owner', 'admin', 'editor'],
  admin: ['owner', 'admin'],
};

/** Whether a deck role may perform an action (comment: all; present: up to presenter; edit: up to editor). */
export function deckRoleCan(role: DeckRole, action: DeckAction): boolean {
  return DECK_ACTION_ROLES[action].includes(role);
}

/** Paid: a lite, pro or enterprise plan, or an account upgraded by hand. */
export function isPaid(user: PlanSubject): boolean {
  return user.account_type !== 'default' || user.manually_upgraded;
}

/** Whether the user is on the enterprise plan. */
export function isEnterprise(user: PlanSubject): boolean {
  return user.account_type === 'enterprise';
}

/** Enterprise manager: an enterprise team's owner or admin. */
export function isEnterpriseManager(user: PlanSubject): boolean {
  return isEnterprise(user) && (user.team_role === 'owner' || user.team_role === 'admin');
}

/** Plan privileges of SPEC §6. */
export function planPrivileges(user: PlanSubject): PlanPrivileges {
  const paid = isPaid(user);
  const proOrEnterprise = user.account_type === 'pro' || user.account_type === 'enterprise';
  return {
    privateDecks: paid,
    privateLinks: proOrEnterprise,
    customCss: proOrEnterprise,
    embedWhitelist: proOrEnterprise,
    themes: isEnterprise(user),
    hideEmbedFooter: paid,
  };
}

/** 'all' is always allowed; 'self' needs private decks; 'team' needs an enterprise team. */
export function canUseVisibility(user: PlanSubject, visibility: DeckVisibility): boolean {
  if (visibility === 'all') return true;
  if (visibility === 'self') return planPrivileges(user).privateDecks;
  return isEnterprise(user);
}

/**
 * The visibility of a new deck its creator chose none for: `team` for an active member of an enterprise team (a
 * member's new deck is the team's to see, never public by default: public only when chosen, and the team allows
 * it), public for everyone else (SPEC §9's default).
 */
export function defaultDeckVisibility(user: PlanSubject): DeckVisibility {
  return user.team_role && canUseVisibility(user, 'team') ? 'team' : 'all';
}

/** Sharing dialog mode of SPEC §6, and whether its email tab is offered. */
export function sharingMode(input: {
  isOwner: boolean;
  visibility: DeckVisibility;
  user: PlanSubject;
  isTeamMember: boolean;
}): { mode: SharingMode; emailTab: boolean } {
  const restricted = input.visibility === 'self' || input.visibility === 'team';
  if (restricted && input.isOwner) {
    return { mode: planPrivileges(input.user).privateLinks ? 'private' : 'upgrade-or-publish', emailTab: true };
  }
  if (restricted && input.isTeamMember) return { mode: 'private', emailTab: false };
  return { mode: 'public', emailTab: true };
}

/** Settings submenu entries shown to this user (Account settings always; team ones for managers). */
export function settingsMenuEntries(user: PlanSubject): SettingsMenuEntry[] {
  const entries: SettingsMenuEntry[] = ['account'];
  if (isEnterpriseManager(user)) {
    entries.push('team-settings', 'team-members');
    // A hand-upgraded team has no billing of its own to show.
    if (!user.team_manually_upgraded) entries.push('billing-details');
  }
  return entries;
}

/** Main menu entries in display order; billing/upgrade follow SPEC §6 "Menu entries". */
export function mainMenuEntries(user: PlanSubject): MainMenuEntry[] {
  const entries: MainMenuEntry[] = ['profile', 'new-deck'];
  if (isEnterpriseManager(user)) entries.push('themes');
  entries.push('settings');
  // Enterprise billing is handled by the team; manually upgraded users have nothing to buy or manage.
  if (!isEnterprise(user) && !user.manually_upgraded) entries.push(isPaid(user) ? 'billing' : 'upgrade');
  entries.push('whats-new', 'log-out');
  return entries;
}
