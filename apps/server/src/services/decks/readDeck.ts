/** Reads one deck for a viewer, applying the deck policy (404 when they may not see it, 401 for a locked link). */
import type { DeckRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { assertDeckAction, assertLinkUnlocked, deckRoleCanManage, deckRoleFor, deckRoleWithLink, type DeckSurface, type DeckWithOwner } from '../../auth/policies.js';
import { NotFound } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { recordLinkView, resolveLink } from '../sharing/linkAccess.js';

export interface ReadDeckOptions {
  ctx: ServiceContext;
  id: number;
  /** Player pages (fullscreen, embed, kiosk) accept embed-only links; the app does not. */
  surface?: DeckSurface;
  /** Opening a deck page counts a view of the share link that let the viewer in. */
  countView?: boolean;
}

/** The deck, its owner and the viewer's role (share links of the request included). */
export async function readDeck({ ctx, id, surface = 'app', countView = false }: ReadDeckOptions): Promise<DeckWithOwner & { role: DeckRole }> {
  const found = await ctx.decks.get(id);
  if (!found) throw new NotFound();
  const viewer = ctx.user ? await viewOfUser(ctx.db, ctx.user) : null;
  const link = await resolveLink(ctx, id);
  const role = deckRoleWithLink(viewer, found, link, surface);
  if (!role) assertLinkUnlocked(link, id);
  assertDeckAction(role, 'read');
  // A view through the link counts, also on a public deck; the deck's managers checking their own link do not.
  if (countView && link && !link.locked && !deckRoleCanManage(deckRoleFor(viewer, found))) void recordLinkView(ctx, link, found);
  return { ...found, role: role! };
}
