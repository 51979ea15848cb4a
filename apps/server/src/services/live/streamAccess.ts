/**
 * Who may watch and who may present a deck's live stream. Watching is reading the deck (readDeck, so a share link of
 * the context grants what it grants the deck); presenting needs the present role (SPEC §6) or a speaker link whose creator may still present.
 */
import { deckRoleCan } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckRoleFor, type DeckWithOwner } from '../../auth/policies.js';
import { NotFound } from '../../domain/errors.js';
import { readDeck } from '../decks/readDeck.js';
import { findUser, viewOfUser } from '../users/findUser.js';
import { findSpeakerToken } from './speakerTokens.js';

export interface StreamAccess extends DeckWithOwner {
  role: 'presenter' | 'viewer';
  /** The speaker link used, when access came from one (revoking it disconnects its sockets). */
  speakerTokenId: number | null;
}

/** The stream role of the context's user (or of a speaker token); throws 404 when the deck's stream is closed to them. */
export async function streamAccess({ ctx, deckId, speakerToken }: { ctx: ServiceContext; deckId: number; speakerToken?: string }): Promise<StreamAccess> {
  if (speakerToken !== undefined) return speakerAccess(ctx, deckId, speakerToken);
  const found = await readDeck({ ctx, id: deckId });
  return { ...found, role: deckRoleCan(found.role, 'present') ? 'presenter' : 'viewer', speakerTokenId: null };
}

/** Access through a speaker link: valid for its deck only, and only while its creator may still present. */
async function speakerAccess(ctx: ServiceContext, deckId: number, token: string): Promise<StreamAccess> {
  const row = await findSpeakerToken(ctx.db, deckId, token);
  const found = row ? await ctx.decks.get(deckId) : null;
  const creator = row ? await findUser(ctx.db, row.userId) : null;
  if (!row || !found || !creator || creator.deactivatedAt) throw new NotFound();
  const role = deckRoleFor(await viewOfUser(ctx.db, creator), found);
  if (!role || !deckRoleCan(role, 'present')) throw new NotFound();
  return { ...found, role: 'presenter', speakerTokenId: row.id };
}

/** Whether an error means "no access", a locked password link included (sockets answer { ok: false } for it instead of failing). */
