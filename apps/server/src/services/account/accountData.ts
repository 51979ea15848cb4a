/**
 * The account's data as JSON (GET /api/v1/account/data.json and `account.json` in the account export): profile,
 * settings, team membership, decks, collaborations, comments authored, kudos, tags, media, billing details (company,
 * address, VAT ID) and the file-storage connection. Never a secret: no password hash, session, reset or share-link token, nor the file storage's password.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import {
  comments, deckUsers, decks, fileStorages, kudos, media, tags, users,
} from '../../db/schema.js';
import { presentUser } from '../../presenters/user.js';
import { presentDetails } from '../../presenters/billing.js';
import { SignInRequired } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { loadUserSettings } from '../users/userSettings.js';
import { storageLimitOf } from '../media/storageLimit.js';
import { billingDetailsOf } from '../billing/billingDetails.js';

/** Version of the JSON's shape, for whoever reads a file exported today later. */
const FORMAT_VERSION = 1;

/** Everything the signed-in user has, as plain JSON. */
export async function accountData(ctx: ServiceContext): Promise<Record<string, unknown>> {
  if (!ctx.user) throw new SignInRequired();
  const me = ctx.user;
  const { db } = ctx;
  const [view, settings] = await Promise.all([viewOfUser(db, me), loadUserSettings(db, me.id)]);
  const profile = presentUser(view, { self: true, publicUrl: ctx.config.publicUrl, settings, storageLimit: storageLimitOf(ctx.config, me) });
  const [ownDecks, collaborations, authored, kudosGiven, ownTags, ownMedia, storage, billingDetails] = await Promise.all([
    db.select({
      id: decks.id, title: decks.title, slug: decks.slug, visibility: decks.visibility, lifecycle: decks.lifecycle,
      slide_count: decks.slideCount, view_count: decks.viewCount, created_at: decks.createdAt, updated_at: decks.updatedAt,
    }).from(decks).where(eq(decks.userId, me.id)).orderBy(asc(decks.id)),
    db.select({ deck_id: decks.id, title: decks.title, owner: users.username, slug: decks.slug, role: deckUsers.role, since: deckUsers.createdAt })
      .from(deckUsers).innerJoin(decks, eq(decks.id, deckUsers.deckId)).innerJoin(users, eq(users.id, decks.userId))
      .where(eq(deckUsers.userId, me.id)).orderBy(asc(deckUsers.id)),
    db.select({
      id: comments.id, deck_id: comments.deckId, deck_title: decks.title, slide_hash: comments.slideHash, message: comments.message,
      reply_to: comments.parentId, created_at: comments.createdAt, edited_at: comments.editedAt,
    }).from(comments).innerJoin(decks, eq(decks.id, comments.deckId))
      .where(and(eq(comments.userId, me.id), eq(comments.deleted, false))).orderBy(asc(comments.id)),
    db.select({ deck_id: kudos.deckId, title: decks.title, created_at: kudos.createdAt })
      .from(kudos).innerJoin(decks, eq(decks.id, kudos.deckId)).where(eq(kudos.userId, me.id)).orderBy(asc(kudos.createdAt)),
    db.select({ id: tags.id, name: tags.name, tag_type: tags.tagType, team_id: tags.teamId, created_at: tags.createdAt })
      .from(tags).where(eq(tags.userId, me.id)).orderBy(asc(tags.id)),
    db.select({
      id: media.id, label: media.label, content_type: media.contentType, size: media.size, team_id: media.teamId,
      url: media.key, created_at: media.createdAt,
    }).from(media).where(and(eq(media.userId, me.id), eq(media.role, 'original'), isNull(media.parentId))).orderBy(asc(media.id)),
    db.select({ provider: fileStorages.provider, url: fileStorages.url, username: fileStorages.username, folder: fileStorages.folder })
      .from(fileStorages).where(eq(fileStorages.userId, me.id)).limit(1),
    billingDetailsOf(ctx, me.id),
  ]);
  return {
    format_version: FORMAT_VERSION,
    exported_at: new Date().toISOString(),
    profile: { ...profile, created_at: me.createdAt.toISOString() },
    team_membership: view.team && view.membership
      ? { team: { slug: view.team.slug, name: view.team.name }, role: view.membership.role, status: view.membership.status, since: view.membership.createdAt }
      : null,
    decks: ownDecks.map((deck) => ({ ...deck, url: `${ctx.config.publicUrl}/${me.username}/${deck.slug}` })),
    collaborations: collaborations.map(({ owner, slug, ...rest }) => ({ ...rest, url: `${ctx.config.publicUrl}/${owner}/${slug}` })),
    comments: authored,
    kudos: kudosGiven,
    tags: ownTags,
    media: ownMedia.map(({ url, ...rest }) => ({ ...rest, url: `${ctx.config.publicUrl}/media/${url}` })),
    file_storage: storage[0] ?? null,
    billing_details: presentDetails(billingDetails),
  };
}
