/** Upgrades of saved drawing block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const drawingMigrations: BlockMigrations = {
  /** v0 → v1: points were stored as `path`. */
  1: (props) => rename(props, { path: 'points' }),
};
