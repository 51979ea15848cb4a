/**
 * Who may do what with a deck. One function decides a viewer's role; every read and write goes through it, so
 * collaborators and share links later slot in here and nowhere else.
 */
import { DECK_ROLES, MESSAGES, deckRoleCan, type DeckAction, type DeckRole, type LinkType } from '@podium/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DeckRow, TeamRow, UserRow } from '../db/schema.js';
import type { UserView } from '../presenters/user.js';
import { NotFound, Forbidden, PasswordRequired } from '../domain/errors.js';

export interface DeckWithOwner {
  deck: DeckRow;
  owner: UserRow;
  ownerTeam: TeamRow | null;
}

/** The viewer's role on a deck, or null when the viewer may not even see it (callers answer 404). */
export function deckRoleFor(viewer: UserView | null, { deck, owner, ownerTeam }: DeckWithOwner): DeckRole | null {
  if (viewer && viewer.user.id === deck.userId) return 'owner';
  if (deck.lifecycle !== 'active' || owner.deactivatedAt) return null;
  const sameTeam = Boolean(
    viewer && ownerTeam && viewer.team?.id === ownerTeam.id && viewer.membership?.status === 'active',
  );
  if (deck.visibility === 'team' && sameTeam) return ownerTeam!.defaultInternalRole;
  if (deck.visibility === 'all') return sameTeam ? ownerTeam!.defaultInternalRole : 'viewer';
  return null;
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
    OR (u.deactivated_at IS NULL AND (d.visibility = 'all' OR (d.visibility = 'team' AND u.team_id = ${myTeam})))))`;
}

/** mayReadNotes as SQL over the rows findableDeckSql admits (same aliases). */
export function notesReadableSql(viewer: UserView | null): SQL {
  const me = viewer?.user.id ?? null;
  const myTeam = viewer?.team && viewer.membership?.status === 'active' ? viewer.team.id : null;
  const roles = sql.join(NOTE_READING_ROLES.map((role) => sql`${role}`), sql`, `);
  return sql`(d.share_notes OR d.user_id = ${me} OR (u.team_id = ${myTeam} AND t.default_internal_role::text IN (${roles})))`;
}
