/** Upgrades of saved group block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const groupMigrations: BlockMigrations = {
  /** v0 → v1: children were `blocks` (each child is migrated by the document migration). */
  1: (props) => rename(props, { blocks: 'children' }),
};
