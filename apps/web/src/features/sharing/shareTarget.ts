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
  const suffix = `/${deck.user.username}/${deck.slug}`;
  const publicUrl = deck.url.endsWith(suffix) ? deck.url.slice(0, -suffix.length) : window.location.origin;
  return { publicUrl, username: deck.user.username, slug: deck.slug, ...slide };
}
