/**
 * Permission rules of SPEC §6 as pure functions.
 * STUB SURFACE: bodies to be completed (helper A); signatures are the contract used by server and web.
 */
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

export declare function deckRoleCan(role: DeckRole, action: DeckAction): boolean;
export declare function isPaid(user: PlanSubject): boolean;
export declare function isEnterprise(user: PlanSubject): boolean;
export declare function isEnterpriseManager(user: PlanSubject): boolean;
export declare function planPrivileges(user: PlanSubject): PlanPrivileges;
export declare function canUseVisibility(user: PlanSubject, visibility: DeckVisibility): boolean;
export declare function sharingMode(input: {
  isOwner: boolean;
  visibility: DeckVisibility;
  user: PlanSubject;
  isTeamMember: boolean;
}): { mode: SharingMode; emailTab: boolean };
/** Settings submenu entries shown to this user (Account settings always; team ones for managers). */
export declare function settingsMenuEntries(user: PlanSubject): Array<'account' | 'team-settings' | 'team-members' | 'billing-details'>;
export declare function mainMenuEntries(user: PlanSubject): MainMenuEntry[];
