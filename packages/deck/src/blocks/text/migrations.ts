/** Upgrades of saved text block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const textMigrations: BlockMigrations = {
  /** v0 → v1: text was stored as `content`. */
  1: (props) => rename(props, { content: 'html' }),
};
