/** API JSON for live streams: the deck as live pages need it and speaker links (never their digest). */
import type { SpeakerTokenJson, StreamDeckJson } from '@podium/shared';
import type { SpeakerTokenRow } from '../db/schema.js';
import type { StreamAccess } from '../services/live/streamAccess.js';

/** The deck of a stream; presenters get the player with speaker notes, viewers the one the deck's settings allow. */
export function presentStreamDeck({ deck, owner, role, speakerTokenId }: StreamAccess, publicUrl: string): StreamDeckJson {
  const url = `${publicUrl}/${owner.username}/${deck.slug}`;
  return {
    id: deck.id,
    title: deck.title,
    slug: deck.slug,
    username: owner.username,
    author: owner.name || owner.username,
    width: deck.width,
    height: deck.height,
    theme_color: deck.themeColor,
    slide_count: deck.slideCount,
    url,
    viewer_url: `${publicUrl}/d/${deck.id}/live`,
    // A speaker link's player URL carries its token and is built by the caller that knows it.
    player_url: role === 'presenter' && !speakerTokenId ? `/${owner.username}/${deck.slug}/live/player` : `/d/${deck.id}/live/player`,
  };
}

/** A speaker link row as JSON. */
export function presentSpeakerToken(row: SpeakerTokenRow): SpeakerTokenJson {
  return { id: row.id, created_at: row.createdAt.toISOString(), last_used_at: row.lastUsedAt?.toISOString() ?? null };
}
