/** Upgrades of saved snippet block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const snippetMigrations: BlockMigrations = {
  /** v0 → v1: the markup was `content`. */
  1: (props) => rename(props, { content: 'html' }),
};
