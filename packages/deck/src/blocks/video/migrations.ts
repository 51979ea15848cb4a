/** Upgrades of saved video block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const videoMigrations: BlockMigrations = {
  /** v0 → v1: the source was `url`, the media reference `media_id`. */
  1: (props) => rename(props, { url: 'src', media_id: 'mediaId' }),
};
