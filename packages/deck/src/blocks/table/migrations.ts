/** Upgrades of saved table block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const tableMigrations: BlockMigrations = {
  /** v0 → v1: cells were stored as `data`. */
  1: (props) => rename(props, { data: 'cells' }),
};
