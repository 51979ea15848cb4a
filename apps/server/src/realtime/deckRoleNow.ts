/** The one re-check of "may this socket's viewer still read the deck" for the editor namespace's rooms. */
import type { DeckRole } from '@podium/shared';
import type { AppServices, LinkCredentials } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { isNoAccess } from '../domain/errors.js';
import { loadDeck } from '../services/decks/loadDeck.js';

/** The viewer's role on the deck now (the one loader and policy decide), or null when they may no longer read it. */
export async function deckRoleNow(services: AppServices, deckId: number, user: UserRow | null, link?: LinkCredentials): Promise<DeckRole | null> {
  try {
    return (await loadDeck({ ctx: { ...services, user, link }, ref: { id: deckId } })).role;
  } catch (error) {
    if (isNoAccess(error)) return null;
    throw error;
  }
}
