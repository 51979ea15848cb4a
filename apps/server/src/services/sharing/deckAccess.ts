/**
 * The viewer's access to a deck (GET role.json): their role, and for the deck's managers (owner, admin) what the
 * owner's plan allows. Visibility, private links and the embed whitelist follow the owner's plan whoever changes them
 * (publishDeck.ts, accessTokens.ts), so an admin's share dialog offers what the owner's would.
 */
import type { DeckAccessJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { can } from '../../auth/policies.js';
import { planSubject } from '../../presenters/user.js';
import { viewOfUser } from '../users/findUser.js';
import { loadDeck } from '../decks/loadDeck.js';

/** The role, plus the owner's plan for managers; 404 like any unreadable deck. */
export async function deckAccess(ctx: ServiceContext, deckId: number): Promise<DeckAccessJson> {
  const found = await loadDeck({ ctx, ref: { id: deckId } });
  const { role, owner } = found;
  if (!can(found.viewer, 'admin', found)) return { role };
  const view = await viewOfUser(ctx.db, owner);
  const { account_type, manually_upgraded } = planSubject(view);
  return { role, manage: { owner_plan: { account_type, manually_upgraded }, team_allows_public_decks: view.team?.allowPublicDecks ?? true } };
}
