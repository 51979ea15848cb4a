/**
 * Speaker-view links (`/d/{id}/speaker/{token}`): 256 random bits, shown once, stored as a SHA-256 digest, revoked by
 * deleting the row. Creating, listing and revoking need the present role on the deck (SPEC §6).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { speakerTokens, type SpeakerTokenRow } from '../../db/schema.js';
import { digest, randomToken } from '../../auth/tokens.js';
import { NotFound } from '../../domain/errors.js';
import { loadDeck } from '../decks/loadDeck.js';

/** Most live speaker links per deck (each presenter device needs one; old ones should be revoked). */
const MAX_TOKENS_PER_DECK = 20;

/** Throws unless the signed-in user may present the deck (404 when they cannot see it, 403 when only viewing). */
async function assertPresenter(ctx: ServiceContext, deckId: number) {
  return loadDeck({ ctx, ref: { id: deckId }, action: 'present' });
}

/** Creates a speaker link for a deck; the token is returned once and never stored. */
export async function createSpeakerToken({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<{ row: SpeakerTokenRow; token: string }> {
  await assertPresenter(ctx, deckId);
  const existing = await ctx.db.select({ id: speakerTokens.id }).from(speakerTokens).where(eq(speakerTokens.deckId, deckId));
  if (existing.length >= MAX_TOKENS_PER_DECK) {
    // The oldest link goes: a presenter who keeps creating links is replacing devices, not adding them.
    const oldest = existing.map((row) => row.id).sort((a, b) => a - b)[0]!;
    await ctx.db.delete(speakerTokens).where(eq(speakerTokens.id, oldest));
  }
  const token = randomToken();
  const [row] = await ctx.db.insert(speakerTokens).values({ deckId, userId: ctx.user!.id, digest: digest(token) }).returning();
  return { row: row!, token };
}

/** The deck's speaker links, newest first. */
export async function listSpeakerTokens({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<SpeakerTokenRow[]> {
  await assertPresenter(ctx, deckId);
  return ctx.db.select().from(speakerTokens).where(eq(speakerTokens.deckId, deckId)).orderBy(desc(speakerTokens.id));
}

/** Revokes one speaker link (404 for an unknown id). */
export async function revokeSpeakerToken({ ctx, deckId, tokenId }: { ctx: ServiceContext; deckId: number; tokenId: number }): Promise<void> {
  await assertPresenter(ctx, deckId);
  const deleted = await ctx.db.delete(speakerTokens)
    .where(and(eq(speakerTokens.id, tokenId), eq(speakerTokens.deckId, deckId))).returning({ id: speakerTokens.id });
  if (!deleted.length) throw new NotFound();
}

/** The speaker link row a token opens for this deck, or null (wrong deck, revoked or made up). */
export async function findSpeakerToken(db: Db, deckId: number, token: string): Promise<SpeakerTokenRow | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const [row] = await db.select().from(speakerTokens).where(eq(speakerTokens.digest, digest(token))).limit(1);
  if (!row || row.deckId !== deckId) return null;
  await db.update(speakerTokens).set({ lastUsedAt: new Date() }).where(eq(speakerTokens.id, row.id));
  return row;
}
