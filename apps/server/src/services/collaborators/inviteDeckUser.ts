/**
 * Inviting a collaborator (SPEC §7 Deck users invite): by username, or by e-mail. An address with an account invites
 * that user; one without gets an invitation e-mail whose link (or signing up with that address) grants the role.
 * Deck managers only; a deck holds at most MAX_COLLABORATORS_PER_DECK, and invitation e-mails are rate limited.
 */
import { eq, type SQL } from 'drizzle-orm';
import {
  COLLABORATOR_INVITE_MAILS_PER_HOUR, COLLABORATOR_MESSAGES, COLLABORATOR_ROLE_LABELS, MAX_COLLABORATORS_PER_DECK,
  validateEmail, type InviteDeckUserInput,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckUsers, decks, users, type UserRow } from '../../db/schema.js';
import { Invalid, LimitReached } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { digest, randomToken } from '../../auth/tokens.js';
import { collaboratorInvitationMail } from '../../mail/collaboratorMail.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import type { DeckUserWithUser } from '../../presenters/deckUser.js';
import { collaborationDeck } from './collaborationAccess.js';

const HOUR_MS = 60 * 60 * 1000;

/** Adds the collaborator (or pending invitation) and e-mails them; the new row. */
export async function inviteDeckUser(
  { ctx, deckId, input }: { ctx: ServiceContext; deckId: number; input: InviteDeckUserInput['deck_user'] },
): Promise<DeckUserWithUser> {
  const found = await collaborationDeck(ctx, deckId, 'manage');
  const { username, email } = whoIsInvited(input);
  const invitee = username !== null
    ? await userBy(ctx, eq(users.username, username.toLowerCase()))
    : await userBy(ctx, eq(users.email, email!));
  if (username !== null && !invitee) throw Invalid.field('username', COLLABORATOR_MESSAGES.noSuchUser);
  const field = username !== null ? 'username' : 'email';
  if (invitee && invitee.id === found.deck.userId) throw Invalid.field(field, COLLABORATOR_MESSAGES.ownerIsNotCollaborator);
  if (invitee?.deactivatedAt) throw Invalid.field(field, COLLABORATOR_MESSAGES.noSuchUser);
  if ((await ctx.db.$count(deckUsers, eq(deckUsers.deckId, deckId))) >= MAX_COLLABORATORS_PER_DECK) {
    throw Invalid.field(field, COLLABORATOR_MESSAGES.tooManyCollaborators);
  }
  const rateKey = `collaborator-invites:${found.actor.id}`;
  if ((await ctx.guards.countRecent(rateKey, HOUR_MS)) >= COLLABORATOR_INVITE_MAILS_PER_HOUR) {
    throw new LimitReached(COLLABORATOR_MESSAGES.tooManyInvitations, 'rate');
  }

  const token = invitee ? null : randomToken();
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(deckUsers).values({
        deckId, role: input.role, invitedById: found.actor.id,
        ...(invitee ? { userId: invitee.id } : { email: email!, inviteTokenHash: digest(token!) }),
      }).returning();
      await tx.update(decks).set({ collaborative: true }).where(eq(decks.id, deckId));
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Invalid.field(field, COLLABORATOR_MESSAGES.alreadyCollaborator);
    throw error;
  }
  deckAccessChanged(ctx, deckId);

  const url = invitee
    ? `${ctx.config.publicUrl}/${found.owner.username}/${found.deck.slug}`
    : `${ctx.config.publicUrl}/deck_invitations/${token}`;
  await ctx.guards.addRecent(rateKey, HOUR_MS);
  await ctx.mailer.send({
    to: invitee?.email ?? email!,
    ...collaboratorInvitationMail({
      inviter: found.actor.name || found.actor.username, deckTitle: found.deck.title,
      role: COLLABORATOR_ROLE_LABELS[input.role].label.toLowerCase(), url, hasAccount: Boolean(invitee),
    }),
  });
  return { row, user: invitee ? { id: invitee.id, username: invitee.username, name: invitee.name, thumbnailUrl: invitee.thumbnailUrl } : null };
}

/** The username or the (valid, lowercased) address being invited; a "username" with an @ is taken as an address. */
function whoIsInvited(input: InviteDeckUserInput['deck_user']): { username: string | null; email: string | null } {
  const raw = (input.email || input.username || '').trim();
  if (!raw) throw Invalid.field(input.email !== undefined ? 'email' : 'username', COLLABORATOR_MESSAGES.usernameOrEmailRequired);
  if (!raw.includes('@')) return { username: raw, email: null };
  const error = validateEmail(raw);
  if (error) throw Invalid.field(input.email !== undefined ? 'email' : 'username', error);
  return { username: null, email: raw.toLowerCase() };
}

async function userBy(ctx: ServiceContext, where: SQL): Promise<UserRow | null> {
  const [user] = await ctx.db.select().from(users).where(where).limit(1);
  return user ?? null;
}
