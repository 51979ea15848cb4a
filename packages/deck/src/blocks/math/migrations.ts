/** Upgrades of saved math block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const mathMigrations: BlockMigrations = {
  /** v0 → v1: the formula was `math`. */
  1: (props) => rename(props, { math: 'tex' }),
};
