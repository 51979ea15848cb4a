/**
 * Who may do what with a deck. One function decides a viewer's role; every read and write goes through it, so
 * collaborators and share links later slot in here and nowhere else.
 */
import {
  DECK_ROLES, MESSAGES, deckRoleCan, isEnterprise, isEnterpriseManager, type DeckAction, type DeckRole, type LinkType,
} from '@podium/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DeckRow, TeamRow, UserRow } from '../db/schema.js';
import { planSubject, type UserView } from '../presenters/user.js';
import { NotFound, Forbidden, PasswordRequired } from '../domain/errors.js';

export interface DeckWithOwner {
  deck: DeckRow;
  owner: UserRow;
  ownerTeam: TeamRow | null;
  /** The viewer's collaborator role on this deck (their deck_users row), loaded per request; absent means none. */
  collaboratorRole?: DeckRole | null;
}

/** The viewer's role on a deck, or null when the viewer may not even see it (callers answer 404). */
export function deckRoleFor(
  viewer: UserView | null, { deck, owner, ownerTeam, collaboratorRole }: DeckWithOwner,
): DeckRole | null {
  if (viewer && viewer.user.id === deck.userId) return 'owner';
  if (deck.lifecycle !== 'active' || owner.deactivatedAt) return null;
  const sameTeam = Boolean(
    viewer && ownerTeam && viewer.team?.id === ownerTeam.id && viewer.membership?.status === 'active',
  );
  let role: DeckRole | null = null;
  if (deck.visibility === 'team' && sameTeam) role = ownerTeam!.defaultInternalRole;
  if (deck.visibility === 'all') role = sameTeam ? ownerTeam!.defaultInternalRole : 'viewer';
  // A collaborator keeps their role whatever the visibility; the stronger of it and the team's default wins.
  const invited = viewer && collaboratorRole && collaboratorRole !== 'owner' ? collaboratorRole : null;
  return invited ? strongest(role, invited) : role;
}

/**
 * What a viewer may do with a team (SPEC §6 team roles): `read` for its active members, `manage` (settings, members,
 * invitations) for its enterprise managers (owner, admin), `own` (grant or take the owner role) for its owners.
 * The team's subscription: `view_billing` (plan, seats, cost, next charge, status) for its enterprise managers, `pay`
 * (card, period, cancel, reactivate, receipts and invoices) for its owners only: payment actions stay with the owner.
 */
export type TeamAction = 'read' | 'manage' | 'own' | 'view_billing' | 'pay';

/** Whether the viewer may do `action` with the team `teamId`; anyone outside the team may do nothing. */
export function teamRoleCan(viewer: UserView | null, teamId: number, action: TeamAction): boolean {
  if (!viewer || viewer.user.deactivatedAt || viewer.team?.id !== teamId || viewer.membership?.teamId !== teamId) return false;
  if (viewer.membership.status !== 'active') return false;
  if (action === 'read') return true;
  if (action === 'own' || action === 'pay') return viewer.membership.role === 'owner';
  return viewer.membership.role === 'owner' || viewer.membership.role === 'admin';
}

/** Throws 404 when the viewer is not an active member of the team (it is not theirs to know), 403 for too weak a role. */
export function assertTeamAction(viewer: UserView | null, teamId: number, action: TeamAction): void {
  if (!teamRoleCan(viewer, teamId, 'read')) throw new NotFound();
  if (!teamRoleCan(viewer, teamId, action)) {
    throw new Forbidden(action === 'own' ? MESSAGES.teamOwnersOnly : action === 'pay' ? MESSAGES.teamBillingOwnersOnly : MESSAGES.teamManagersOnly);
  }
}

/** Whose media library (and media tags) a call is about: a user's own, or a team's (SPEC §7 team/media, team/tags). */
export type LibraryOwner = { userId: number } | { teamId: number };

/**
 * What a viewer may do in a media library: `read` (list, search, insert), `upload`, `edit` a medium (label, tags,
 * delete) and `manage_tags` (create, rename, delete the library's tags).
 */
export type LibraryAction = 'read' | 'upload' | 'edit' | 'manage_tags';

/**
 * A user's own library is theirs alone. A team library is open to the team's active members to read and upload into;
 * a member edits what they uploaded (`uploaderId`), the enterprise managers (owner, admin) edit anything and manage
 * the team's tags. Deactivated members and everyone outside the team may do nothing.
 */
export function libraryCan(viewer: UserView | null, owner: LibraryOwner, action: LibraryAction, uploaderId?: number): boolean {
  if (!viewer || viewer.user.deactivatedAt) return false;
  if ('userId' in owner) return viewer.user.id === owner.userId;
  if (!teamRoleCan(viewer, owner.teamId, 'read')) return false;
  if (action === 'read' || action === 'upload') return true;
  if (teamRoleCan(viewer, owner.teamId, 'manage')) return true;
  return action === 'edit' && uploaderId !== undefined && uploaderId === viewer.user.id;
}

/** Throws 404 when the viewer may not even read the library (it is not theirs to know), 403 for too weak a role. */
export function assertLibraryAction(viewer: UserView | null, owner: LibraryOwner, action: LibraryAction, uploaderId?: number): void {
  if (!libraryCan(viewer, owner, 'read')) throw new NotFound();
  if (!libraryCan(viewer, owner, action, uploaderId)) {
    throw new Forbidden(action === 'manage_tags' ? MESSAGES.teamManagersOnly : MESSAGES.teamMediaUploaderOnly);
  }
}

/** Throws 404 when the viewer cannot see the deck, 403 when they can see it but not perform the action. */
export function assertDeckAction(role: DeckRole | null, action: DeckAction | 'read'): DeckRole {
  if (!role) throw new NotFound();
  if (action !== 'read' && !deckRoleCan(role, action)) throw new Forbidden(MESSAGES.noPermission(action));
  return role;
}

/** A share link (`?token=`) presented with a request, looked up for the deck being read. */
export interface LinkAccess {
  tokenId: number;
  deckId: number;
  linkType: LinkType;
  embedOnly: boolean;
  /** A password link not yet unlocked in this browser session. */
  locked: boolean;
}

/** Where a deck is being read: the app (show page, API, data.json) or a player page (fullscreen, embed, kiosk). */
export type DeckSurface = 'app' | 'player';

/** The stronger of two roles (DECK_ROLES runs from strongest to weakest). */
function strongest(a: DeckRole | null, b: DeckRole): DeckRole {
  return a && DECK_ROLES.indexOf(a) <= DECK_ROLES.indexOf(b) ? a : b;
}

/**
 * The viewer's role with a share link taken into account: an unlocked link to this (active) deck grants viewer, or
 * presenter for a presenter link; an embed-only link grants nothing outside the player. Without a usable link this is
 * deckRoleFor. Every screen that reads a deck (show, embed, kiosk, live, data.json) goes through this.
 */
export function deckRoleWithLink(
  viewer: UserView | null, found: DeckWithOwner, link: LinkAccess | null, surface: DeckSurface = 'app',
): DeckRole | null {
  const role = deckRoleFor(viewer, found);
  if (!link || link.locked || link.deckId !== found.deck.id) return role;
  if (found.deck.lifecycle !== 'active' || found.owner.deactivatedAt) return role;
  if (link.embedOnly && surface !== 'player') return role;
  return strongest(role, link.linkType === 'presenter' ? 'presenter' : 'viewer');
}

/** Throws 401 asking for the password when the only way in is a locked password link (callers then answer 404). */
export function assertLinkUnlocked(link: LinkAccess | null, deckId: number): void {
  if (link?.locked && link.deckId === deckId) {
    throw new PasswordRequired(link.tokenId);
  }
}

/** Speaker notes: for everyone when the deck shares them, otherwise only for roles that may present (or edit). */
export function mayReadNotes(role: DeckRole, deck: Pick<DeckRow, 'shareNotes'>): boolean {
  return deck.shareNotes || deckRoleCan(role, 'present');
}

/** Who may fork (copy) a deck: anyone who can see a public deck, and those who may edit it (owners included). */
export function mayForkDeck(role: DeckRole | null, deck: Pick<DeckRow, 'visibility'>): boolean {
  return role !== null && (deck.visibility === 'all' || deckRoleCan(role, 'edit'));
}

/** Deck managers (owner, admin) run the deck's sharing: links, visibility. */
export function deckRoleCanManage(role: DeckRole | null): boolean {
  return role !== null && deckRoleCan(role, 'admin');
}

/** Roles whose holders may read speaker notes without the deck sharing them (see mayReadNotes). */
const NOTE_READING_ROLES = DECK_ROLES.filter((role) => deckRoleCan(role, 'present'));

/**
 * deckRoleFor as SQL, for queries that filter many decks at once (search, explore): the decks (`d`, owner `u`, owner's
 * team `t`) the viewer may find. It is deckRoleFor's rules, minus trashed decks, which lists never show (the owner
 * finds them in the trash). Kept beside deckRoleFor so the two change together; search.api.test.ts checks the matrix.
 */
export function findableDeckSql(viewer: UserView | null): SQL {
  const me = viewer?.user.id ?? null;
  const myTeam = viewer?.team && viewer.membership?.status === 'active' ? viewer.team.id : null;
  return sql`(d.lifecycle = 'active' AND (d.user_id = ${me}
    OR (u.deactivated_at IS NULL AND (d.visibility = 'all' OR (d.visibility = 'team' AND u.team_id = ${myTeam})
      OR ${collaboratorRoleSql(me)} IS NOT NULL))))`;
}

/** The viewer's collaborator role on deck `d` as SQL (NULL for none or for an anonymous viewer). */
function collaboratorRoleSql(me: number | null): SQL {
  return sql`(SELECT du.role FROM deck_users du WHERE du.deck_id = d.id AND du.user_id = ${me} AND du.role <> 'owner')`;
}

/** mayReadNotes as SQL over the rows findableDeckSql admits (same aliases). */
export function notesReadableSql(viewer: UserView | null): SQL {
  const me = viewer?.user.id ?? null;
  const myTeam = viewer?.team && viewer.membership?.status === 'active' ? viewer.team.id : null;
  const roles = sql.join(NOTE_READING_ROLES.map((role) => sql`${role}`), sql`, `);
  return sql`(d.share_notes OR d.user_id = ${me} OR (u.team_id = ${myTeam} AND t.default_internal_role::text IN (${roles}))
    OR ${collaboratorRoleSql(me)}::text IN (${roles}))`;
}

/**
 * Team slide templates: the viewer's team when they may `read` them (any active member) or `manage` them (owner or
 * admin: SPEC §6 enterprise managers). No team → NotFound; a member asking to manage → Forbidden.
 */
export function slideTemplateTeam(viewer: UserView | null, action: 'read' | 'manage'): TeamRow {
  if (!viewer?.team || viewer.membership?.status !== 'active') throw new NotFound();
  if (action === 'manage' && viewer.membership.role === 'member') throw new Forbidden(MESSAGES.slideTemplatesManagersOnly);
  return viewer.team;
}

/** What a viewer may do with team themes: manage them (enterprise managers) or only pick them for decks (members). */
export type ThemeAccess = 'manage' | 'use';

/**
 * The team whose themes the viewer may manage or use (SPEC §6: themes are enterprise only; an owner or admin of the
 * team manages them, an active member may pick them). Throws 403 with an upgrade hint otherwise.
 */
export function themeTeamFor(viewer: UserView, access: ThemeAccess): TeamRow {
  const subject = planSubject(viewer);
  const allowed = access === 'manage' ? isEnterpriseManager(subject) : isEnterprise(subject) && subject.team_role != null;
  if (!allowed || !viewer.team) throw new Forbidden(MESSAGES.themesNeedEnterprise, !isEnterprise(subject));
  return viewer.team;
}
