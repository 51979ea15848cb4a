/** Lists decks: a profile's decks as the viewer may see them, or the signed-in user's own decks. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH } from '@podium/shared';
import { deckTags, decks, tags, type DeckRow, type UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { findUser, viewOfUser } from '../users/findUser.js';

/**
 * The columns a deck card needs. Lists select only these: one deck with a huge notes map or document once made every
 * page of its owner's list hundreds of kilobytes and stalled the server.
 */
export const DECK_CARD_COLUMNS = {
  id: decks.id, title: decks.title, slug: decks.slug, visibility: decks.visibility, lifecycle: decks.lifecycle,
  thumbnailUrl: decks.thumbnailUrl, themeColor: decks.themeColor, themeFont: decks.themeFont, width: decks.width,
  height: decks.height, version: decks.version, viewCount: decks.viewCount, slideCount: decks.slideCount,
  createdAt: decks.createdAt, updatedAt: decks.updatedAt,
};
/** A deck row as lists read it. */
export type DeckCardRow = Pick<DeckRow, keyof typeof DECK_CARD_COLUMNS>;

/** Ids of the owner's decks carrying their deck tag `name`. */
function taggedDecks(ownerId: number, name: string) {
  return sql`(SELECT ${deckTags.deckId} FROM ${deckTags} JOIN ${tags} ON ${tags.id} = ${deckTags.tagId}
    WHERE ${tags.userId} = ${ownerId} AND ${tags.tagType} = 'deck' AND ${tags.name} = ${name})`;
}

export interface ListDecksQuery {
  username?: string;
  page: number;
  order?: 'newest-first' | 'oldest-first' | 'updated';
  lifecycle: 'active' | 'trashed';
  /** Only decks carrying the owner's deck tag of this name (`/{username}/decks/{tag}`). */
  tag?: string;
}

/** One page of decks plus the total the viewer may see. Others never see trashed or private decks. */
export async function listDecks({ ctx, query }: { ctx: ServiceContext; query: ListDecksQuery }): Promise<{ owner: UserRow; results: DeckCardRow[]; total: number }> {
  const owner = query.username ? await findUser(ctx.db, query.username) : ctx.user;
  if (!owner) throw query.username ? new NotFound() : new SignInRequired();
  const isOwner = ctx.user?.id === owner.id;
  if (!isOwner && owner.deactivatedAt) throw new NotFound();

  const conditions: SQL[] = [eq(decks.userId, owner.id)];
  if (isOwner) conditions.push(eq(decks.lifecycle, query.lifecycle));
  else {
    if (query.lifecycle === 'trashed') return { owner, results: [], total: 0 };
    conditions.push(eq(decks.lifecycle, 'active'));
    const viewer = ctx.user ? await viewOfUser(ctx.db, ctx.user) : null;
    const sameTeam = Boolean(viewer?.team && viewer.team.id === owner.teamId && viewer.membership?.status === 'active');
    conditions.push(inArray(decks.visibility, sameTeam ? ['all', 'team'] : ['all']));
  }
  if (query.tag !== undefined) conditions.push(inArray(decks.id, taggedDecks(owner.id, query.tag)));
  const where = and(...conditions);
  const order = query.order === 'newest-first' ? [desc(decks.createdAt), desc(decks.id)]
    : query.order === 'oldest-first' ? [asc(decks.createdAt), asc(decks.id)]
      : [desc(decks.updatedAt), desc(decks.id)];
  const [results, total] = await Promise.all([
    ctx.db.select(DECK_CARD_COLUMNS).from(decks).where(where).orderBy(...order)
      .limit(DECKS_PAGE_LENGTH).offset((Math.max(1, query.page) - 1) * DECKS_PAGE_LENGTH),
    ctx.db.$count(decks, where),
  ]);
  return { owner, results, total };
}
