/**
 * Deleting one's own account (DELETE /api/v1/users.json, confirmed with the current password). Goes: the decks (with
 * their links, speaker links, exports, thumbnails and everything that cascades from a deck), the media files, the
 * sessions and reset links, collaborations, tags, kudos, imports, account exports and queued mail to the address.
 * Comments on other people's decks lose their author; one that others replied to keeps its row, emptied, so the
 * thread keeps its shape. Things the user made for a team (team media, team tags) stay with the team: they pass to
 * another active owner. A renewing subscription is cancelled at the provider first. The last active owner of a team
 * is refused until they hand the team over. The username is then held back (usernameQuarantine.ts), every process
 * drops the user's cached decks and closes their open sockets.
 */
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { MESSAGES, type DeleteUserInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import {
  accountExports, comments, deckUsers, decks, exports, imports, media, memberships, subscriptions, tags, teams, users,
} from '../../db/schema.js';
import { verifyPassword } from '../../auth/passwords.js';
import { Invalid, SignInRequired, Unavailable } from '../../domain/errors.js';
import { SEND_MAIL_JOB } from '../../jobs/mail/index.js';
import { syncTeamSeats } from '../billing/teamSeats.js';
import { deleteDeckForGood } from '../decks/deleteDeckForGood.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';
import { quarantineUsername } from '../users/usernameQuarantine.js';

/** Checks the password and the team, then deletes everything of the signed-in user. */
export async function deleteAccount({ ctx, input }: { ctx: ServiceContext; input: DeleteUserInput['user'] }): Promise<void> {
  const me = ctx.user;
  if (!me) throw new SignInRequired();
  if (!input.current_password) throw Invalid.field('current_password', MESSAGES.required);
  if (!(await verifyPassword(me.passwordHash, input.current_password))) throw Invalid.field('current_password', MESSAGES.currentPasswordWrong);
  const heir = await teamHeir(ctx, me.id);

  await cancelSubscription(ctx, me.id);
  // Queued mail to the address goes before anything else could queue more for it.
  await ctx.jobs.discard(SEND_MAIL_JOB, { to: me.email });

  const fileKeys = await filesOf(ctx, me.id, heir?.teamId ?? null);
  const collaborated = await ctx.db.select({ deckId: deckUsers.deckId }).from(deckUsers).where(eq(deckUsers.userId, me.id));
  for (const { id } of await ctx.db.select({ id: decks.id }).from(decks).where(eq(decks.userId, me.id))) {
    await deleteDeckForGood(ctx, id, eq(decks.userId, me.id));
  }

  await ctx.db.transaction(async (tx) => {
    if (heir) {
      const moved = await tx.update(media).set({ userId: heir.userId }).where(and(eq(media.userId, me.id), eq(media.teamId, heir.teamId)))
        .returning({ size: media.size });
      const bytes = moved.reduce((sum, row) => sum + row.size, 0);
      if (bytes) await tx.update(users).set({ storageUsed: sql`${users.storageUsed} + ${bytes}` }).where(eq(users.id, heir.userId));
      await tx.update(tags).set({ userId: heir.userId }).where(and(eq(tags.userId, me.id), eq(tags.teamId, heir.teamId)));
    }
    // A comment others replied to stays as the "deleted comment" its thread shows; any other comment goes.
    const replied = sql`exists (select 1 from ${comments} as reply where reply.parent_id = ${comments.id})`;
    await tx.update(comments).set({ message: '', deleted: true }).where(and(eq(comments.userId, me.id), replied));
    await tx.delete(comments).where(and(eq(comments.userId, me.id), sql`not ${replied}`));
    await quarantineUsername(tx, me.username);
    await tx.delete(users).where(eq(users.id, me.id));
  });

  for (const key of fileKeys.media) await ctx.storage.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'media file of a deleted account not removed'));
  for (const key of fileKeys.exports) await ctx.files.exports.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'export file of a deleted account not removed'));
  for (const key of fileKeys.imports) await ctx.files.imports.remove(key).catch(() => undefined);

  ctx.events.broadcast('user-sessions-ended', { userId: me.id });
  ctx.events.broadcast('user-changed', { userId: me.id });
  for (const { deckId } of collaborated) deckAccessChanged(ctx, deckId);
  if (me.teamId) await syncTeamSeats(ctx, me.teamId);
}

/**
 * Who takes over the user's team things: another active owner of their team. Throws (with how to hand the team over)
 * when the user is the team's last active owner; null without a team.
 */
async function teamHeir(ctx: ServiceContext, userId: number): Promise<{ teamId: number; userId: number } | null> {
  const [membership] = await ctx.db.select({ teamId: memberships.teamId, role: memberships.role, status: memberships.status, team: teams })
    .from(memberships).innerJoin(teams, eq(teams.id, memberships.teamId)).where(eq(memberships.userId, userId)).limit(1);
  if (!membership) return null;
  const [owner] = await ctx.db.select({ userId: memberships.userId }).from(memberships)
    .where(and(eq(memberships.teamId, membership.teamId), eq(memberships.role, 'owner'), eq(memberships.status, 'active'), ne(memberships.userId, userId)))
    .limit(1);
  if (!owner) {
    if (membership.role === 'owner') throw Invalid.field('base', MESSAGES.deleteAccountOwnsTeam(membership.team.name || membership.team.slug));
    return null;
  }
  return { teamId: membership.teamId, userId: owner.userId };
}

/** Stops a renewing subscription at the provider, so nobody is charged for an account that is gone. */
async function cancelSubscription(ctx: ServiceContext, userId: number): Promise<void> {
  const [row] = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended'))).limit(1);
  if (!row || row.cancelAtPeriodEnd || row.provider !== ctx.payments.name) return;
  try {
    await ctx.payments.cancelAtPeriodEnd({ customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId });
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'subscription of an account being deleted not cancelled');
    throw new Unavailable(MESSAGES.failedToDelete);
  }
}

/**
 * The stored files the account's rows point at, read before the rows go: media (all but those passing to the team
 * `keptTeamId`), exports, import uploads.
 */
async function filesOf(ctx: ServiceContext, userId: number, keptTeamId: number | null) {
  const [mediaRows, exportRows, accountExportRows, importRows] = await Promise.all([
    ctx.db.select({ key: media.key }).from(media)
      .where(and(eq(media.userId, userId), keptTeamId === null ? undefined : or(sql`${media.teamId} is null`, ne(media.teamId, keptTeamId)))),
    ctx.db.select({ key: exports.fileKey }).from(exports).where(and(eq(exports.userId, userId), isNotNull(exports.fileKey))),
    ctx.db.select({ key: accountExports.fileKey }).from(accountExports).where(and(eq(accountExports.userId, userId), isNotNull(accountExports.fileKey))),
    ctx.db.select({ key: imports.fileKey }).from(imports).where(and(eq(imports.userId, userId), isNotNull(imports.fileKey))),
  ]);
  return {
    media: mediaRows.map((row) => row.key),
    exports: [...exportRows, ...accountExportRows].flatMap((row) => (row.key ? [row.key] : [])),
    imports: importRows.flatMap((row) => (row.key ? [row.key] : [])),
  };
}
