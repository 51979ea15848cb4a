/**
 * Deck collaborators (SPEC §3 DeckUser, §6 deck roles, §7 Deck users): the roles a collaborator may be given, the
 * API payloads and JSON, and the messages of inviting (not worded by the SPEC; one place so UI and API agree).
 */
import { z } from 'zod';
import { DECK_ROLES, LIMITS, type DeckRole } from './constants.js';

/** Roles a collaborator can hold: every deck role but owner (the owner is the deck's user, never invited). */
export const COLLABORATOR_ROLES = DECK_ROLES.filter((role) => role !== 'owner') as Exclude<DeckRole, 'owner'>[];
export type CollaboratorRole = Exclude<DeckRole, 'owner'>;
export const DECK_USER_STATUSES = ['disconnected', 'viewing', 'idle'] as const;
export type DeckUserStatus = (typeof DECK_USER_STATUSES)[number];

/** At most this many collaborators and pending invitations per deck (against invitation spam). */
export const MAX_COLLABORATORS_PER_DECK = 100;
/** At most this many invitation e-mails a user may send per hour. */
export const COLLABORATOR_INVITE_MAILS_PER_HOUR = 30;

/** What each role may do, as the share dialog and the open-deck prompt explain it (SPEC §6). */
export const COLLABORATOR_ROLE_LABELS: Record<CollaboratorRole, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Edit, present and manage sharing and collaborators' },
  editor: { label: 'Editor', description: 'Edit and present' },
  presenter: { label: 'Presenter', description: 'Present and comment' },
  viewer: { label: 'Viewer', description: 'View and comment' },
};

export const COLLABORATOR_MESSAGES = {
  usernameOrEmailRequired: 'Enter a username or an e-mail address',
  noSuchUser: 'There is no one with that username',
  alreadyCollaborator: 'Already a collaborator on this deck',
  ownerIsNotCollaborator: 'The owner of the deck already has every right',
  tooManyCollaborators: `A deck can have at most ${MAX_COLLABORATORS_PER_DECK} collaborators`,
  tooManyInvitations: 'You have sent many invitations in the last hour. Please try again later.',
  invitationInvalid: 'This invitation is no longer valid. Ask the deck owner to invite you again.',
  invitationSubject: (deckTitle: string) => `You were invited to collaborate on "${deckTitle}"`,
  invited: (who: string) => `Invited ${who}`,
  removed: (who: string) => `Removed ${who}`,
  roleChanged: (who: string, role: string) => `${who} is now ${role}`,
  accessRemoved: 'You no longer have access to this deck.',
} as const;

/** POST /decks/{id}/users.json: `{deck_user: {username or email, role}}`. */
export const InviteDeckUserInput = z.object({
  deck_user: z.object({
    username: z.string().trim().max(LIMITS.emailMax).optional(),
    email: z.string().trim().max(LIMITS.emailMax).optional(),
    role: z.enum(COLLABORATOR_ROLES as [CollaboratorRole, ...CollaboratorRole[]]).default('editor'),
  }),
});
export type InviteDeckUserInput = z.infer<typeof InviteDeckUserInput>;

/** PUT /decks/{id}/users/{user_id}.json: `{deck_user: {role}}`. */
export const UpdateDeckUserInput = z.object({
  deck_user: z.object({ role: z.enum(COLLABORATOR_ROLES as [CollaboratorRole, ...CollaboratorRole[]]) }),
});
export type UpdateDeckUserInput = z.infer<typeof UpdateDeckUserInput>;

/** A collaborator as the API answers it (SPEC §3 DeckUser plus the invitation fields). */
export interface DeckUserJson {
  /** The collaborator's user id, or null for an invitation not yet accepted. */
  user_id: number | null;
  /** The key of this row in /users/{key}.json: the user id, or `invitation-{id}` for a pending invitation. */
  key: string;
  name: string | null;
  username: string | null;
  /** The invited address, for deck managers only (pending invitations). */
  email?: string | null;
  thumbnail_url: string | null;
  role: CollaboratorRole;
  status: DeckUserStatus;
  editing: boolean;
  active: boolean;
  pending: boolean;
  created_at: string;
  last_seen_at: string | null;
}
