/**
 * Inviting a collaborator (SPEC §7 Deck users invite): by username, or by e-mail. An address with an account invites
 * that user; one without gets an invitation e-mail whose link (or signing up with that address) grants the role.
 * Inviting such an address again resends the invitation: the same link (its token is derived from the invitation's id
 * under the server secret), so the earlier mail keeps working, with the role chosen now (a link that could not be
 * derived again is kept as an earlier link of the same invitation: earlierInvitationLinks.ts).
 * Deck managers only; a deck holds at most MAX_COLLABORATORS_PER_DECK, and invitation e-mails are rate limited.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import {
  COLLABORATOR_INVITE_MAILS_PER_HOUR, COLLABORATOR_MESSAGES, COLLABORATOR_ROLE_LABELS, MAX_COLLABORATORS_PER_DECK,
  validateEmail, type InviteDeckUserInput,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckUsers, decks, users, type DeckUserRow, type UserRow } from '../../db/schema.js';
import { Invalid, LimitReached } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { digest, invitationToken } from '../../auth/tokens.js';
import { collaboratorInvitationMail } from '../../mail/collaboratorMail.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import type { DeckUserWithUser } from '../../presenters/deckUser.js';
import { collaborationDeck } from './collaborationAccess.js';
import { keepEarlierLink } from '../sharing/earlierInvitationLinks.js';

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
  const pending = invitee ? null : await pendingInvitation(ctx, deckId, email!);
  if (!pending && (await ctx.db.$count(deckUsers, eq(deckUsers.deckId, deckId))) >= MAX_COLLABORATORS_PER_DECK) {
    throw Invalid.field(field, COLLABORATOR_MESSAGES.tooManyCollaborators);
  }
  const rateKey = `collaborator-invites:${found.actor.id}`;
  if ((await ctx.guards.countRecent(rateKey, HOUR_MS)) >= COLLABORATOR_INVITE_MAILS_PER_HOUR) {
    throw new LimitReached(COLLABORATOR_MESSAGES.tooManyInvitations, 'rate');
  }

  let row: DeckUserRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      if (pending) {
        // A resend; the digest is set again in case the link was minted before tokens were derived, or under another
        // server secret: the derived link is mailed then, and the earlier one still opens this invitation.
        const inviteTokenHash = digest(invitationToken(ctx.config, 'deck', pending.id));
        await keepEarlierLink(tx, { deckUserId: pending.id }, pending.inviteTokenHash, inviteTokenHash);
        const [resent] = await tx.update(deckUsers).set({
          role: input.role, invitedById: found.actor.id, inviteTokenHash, updatedAt: new Date(),
        }).where(eq(deckUsers.id, pending.id)).returning();
        return resent!;
      }
      const [inserted] = await tx.insert(deckUsers).values({
        deckId, role: input.role, invitedById: found.actor.id, ...(invitee ? { userId: invitee.id } : { email: email! }),
      }).returning();
      await tx.update(decks).set({ collaborative: true }).where(eq(decks.id, deckId));
      if (invitee) return inserted!;
      // The link's token needs the row's id.
      const [withLink] = await tx.update(deckUsers).set({ inviteTokenHash: digest(invitationToken(ctx.config, 'deck', inserted!.id)) })
        .where(eq(deckUsers.id, inserted!.id)).returning();
      return withLink!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Invalid.field(field, COLLABORATOR_MESSAGES.alreadyCollaborator);
    throw error;
  }
  deckAccessChanged(ctx, deckId);

  const url = invitee
    ? `${ctx.config.publicUrl}/${found.owner.username}/${found.deck.slug}`
    : `${ctx.config.publicUrl}/deck_invitations/${invitationToken(ctx.config, 'deck', row.id)}`;
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

/** The deck's pending invitation of this address, if there is one. */
async function pendingInvitation(ctx: ServiceContext, deckId: number, email: string): Promise<DeckUserRow | null> {
  const [row] = await ctx.db.select().from(deckUsers)
    .where(and(eq(deckUsers.deckId, deckId), eq(deckUsers.email, email), isNull(deckUsers.userId))).limit(1);
  return row ?? null;
}

async function userBy(ctx: ServiceContext, where: SQL): Promise<UserRow | null> {
  const [user] = await ctx.db.select().from(users).where(where).limit(1);
  return user ?? null;
}
