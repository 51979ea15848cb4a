/** Turns a library medium (its row, its generated variants and its tags) into API JSON. */
import type { MediaJson, MediaUploaderJson } from '@podium/shared';
import type { MediaRow, UserRow } from '../db/schema.js';

/** A library original with what was generated from it. */
export interface MediumWithParts {
  row: MediaRow;
  variants: MediaRow[];
  tags: Array<{ id: number; name: string }>;
}

const urlOf = (row: MediaRow | undefined) => (row ? `/media/${row.key}` : null);

/** API JSON for a medium; the thumbnail falls back to the original for images without one (SVG). */
export function presentMedium({ row, variants, tags }: MediumWithParts): MediaJson {
  const kind = row.contentType.startsWith('video/') ? 'video' : 'image';
  const variant = (role: MediaRow['role']) => variants.find((v) => v.role === role);
  const poster = urlOf(variant('poster'));
  return {
    id: row.id,
    url: urlOf(row)!,
    kind,
    content_type: row.contentType,
    size: row.size,
    label: row.label,
    width: row.width,
    height: row.height,
    status: row.status,
    progress: row.progress,
    error: row.error,
    thumbnail_url: urlOf(variant('thumbnail')) ?? (kind === 'image' && row.status !== 'processing' ? urlOf(row) : poster),
    display_url: urlOf(variant('display')),
    poster_url: poster,
    web_url: urlOf(variant('web')),
    tags,
    team_id: row.teamId,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** A team medium's uploader as every member of the team may see them: public name only, never an e-mail address. */
export function presentUploader(user: Pick<UserRow, 'id' | 'username' | 'name'>): MediaUploaderJson {
  return { id: user.id, username: user.username, name: user.name };
}
