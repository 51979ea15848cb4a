/**
 * Who may watch and who may present a deck's live stream. Watching is reading the deck (loadDeck, so a share link of
 * the context grants what it grants the deck); presenting needs the present role (SPEC §6) or a speaker link whose creator may still present.
 */
import type { ServiceContext } from '../../context.js';
import { NotFound } from '../../domain/errors.js';
import { can } from '../../auth/policies.js';
import { loadDeck, type DeckRef } from '../decks/loadDeck.js';
import type { LoadedDeck } from '../../infra/cache/deckStore.js';
import { findUser } from '../users/findUser.js';
import { findSpeakerToken } from './speakerTokens.js';

export interface StreamAccess extends LoadedDeck {
  role: 'presenter' | 'viewer';
  /** The speaker link used, when access came from one (revoking it disconnects its sockets). */
  speakerTokenId: number | null;
  /** Whether these credentials may moderate the audience's questions (the policy's `moderate_questions`). */
  moderate: boolean;
}

/** The stream role of the context's user (or of a speaker token); NotFound when the stream is closed to them, Forbidden to present as a viewer. */
export async function streamAccess(
  { ctx, deck, speakerToken, present = false }: { ctx: ServiceContext; deck: DeckRef; speakerToken?: string; present?: boolean },
): Promise<StreamAccess> {
  if (speakerToken !== undefined) {
    if (!('id' in deck)) throw new NotFound();
    return speakerAccess(ctx, deck.id, speakerToken);
  }
  // `present`: the caller is about to drive the stream, so a viewer gets 403 (they can see the deck, not present it).
  const found = await loadDeck({ ctx, ref: deck, action: present ? 'present' : 'read' });
  const role = can(found.viewer, 'present', found) ? 'presenter' : 'viewer';
  return { ...found, role, speakerTokenId: null, moderate: can(found.viewer, 'moderate_questions', found) };
}

/** Access through a speaker link: valid for its deck only, and only while its creator may still present. */
async function speakerAccess(ctx: ServiceContext, deckId: number, token: string): Promise<StreamAccess> {
  const row = await findSpeakerToken(ctx.db, deckId, token);
  const creator = row ? await findUser(ctx.db, row.userId) : null;
  if (!row || !creator || creator.deactivatedAt) throw new NotFound();
  // The link acts as its creator (without the request's own user or share link).
  const found = await loadDeck({ ctx: { ...ctx, user: creator, link: undefined }, ref: { id: deckId } });
  // A speaker link whose creator may no longer present looks missing, like a revoked one.
  if (!can(found.viewer, 'present', found)) throw new NotFound();
  return { ...found, role: 'presenter', speakerTokenId: row.id, moderate: can(found.viewer, 'moderate_questions', found) };
}

/** Whether an error means "no access", a locked password link included (sockets answer { ok: false } for it instead of failing). */
