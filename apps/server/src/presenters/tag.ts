/** API JSON for tags. */
import type { TagRow } from '../db/schema.js';

/** A tag; deck tags carry the URL of their owner's tag page (`/{username}/decks/{tag}`). */
export function presentTag(tag: TagRow, username: string, publicUrl: string, itemCount?: number) {
  return {
    id: tag.id,
    name: tag.name,
    tag_type: tag.tagType,
    ...(itemCount === undefined ? {} : { count: itemCount }),
    url: tag.tagType === 'deck' ? `${publicUrl}/${username}/decks/${encodeURIComponent(tag.name)}` : null,
  };
}
