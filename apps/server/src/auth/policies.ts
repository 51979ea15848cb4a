/**
 * Who may do what with a deck. One function decides a viewer's role; every read and write goes through it, so
 * collaborators and share links later slot in here and nowhere else.
 */
import { deckRoleCan, type DeckAction, type DeckRole } from '@podium/shared';
import type { DeckRow, TeamRow, UserRow } from '../db/schema.js';
import type { UserView } from '../presenters/user.js';
import { notFound, forbidden } from '../http/errors.js';

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
  if (!role) throw notFound();
  if (action !== 'read' && !deckRoleCan(role, action)) throw forbidden(`You do not have permission to ${action} this deck.`);
  return role;
}
