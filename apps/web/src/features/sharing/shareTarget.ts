/** What a share link points at: the deck over PUBLIC_URL and the slide the sharer is on. */
import type { DeckJson } from '@podium/shared';

export interface ShareTarget {
  publicUrl: string;
  username: string;
  slug: string;
  indexh?: number;
  indexv?: number;
}

/** The target for a deck; PUBLIC_URL is what the server put in front of the deck's own URL. */
export function shareTargetOf(deck: Pick<DeckJson, 'url' | 'slug' | 'user'>, slide?: { indexh: number; indexv: number }): ShareTarget {
  // The deck URL is PUBLIC_URL/{username}/{slug as loaded}; the slug may have changed since (publish can change it).
  const at = deck.url.lastIndexOf(`/${deck.user.username}/`);
  const publicUrl = at > 0 ? deck.url.slice(0, at) : window.location.origin;
  return { publicUrl, username: deck.user.username, slug: deck.slug, ...slide };
}
