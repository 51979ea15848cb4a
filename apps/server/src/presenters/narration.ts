/** The API view of a deck's recorded narration: the file's address, never its storage path. */
import type { NarrationView } from '@podium/shared';
import type { StoredNarration } from '../services/narration/findNarration.js';

/** A stored narration as the API returns it. */
export function presentNarration({ row, key, contentType }: StoredNarration): NarrationView {
  return {
    id: row.id,
    url: `/media/${key}`,
    content_type: contentType,
    duration_ms: row.durationMs,
    has_camera: row.hasCamera,
    cues: row.cues,
    updated_at: row.updatedAt.toISOString(),
  };
}
