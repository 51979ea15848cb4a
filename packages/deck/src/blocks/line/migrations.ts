/** Upgrades of saved line block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const lineMigrations: BlockMigrations = {
  /** v0 → v1: colour and width were `lineColor`, `lineWidth`. */
  1: (props) => rename(props, { lineColor: 'color', lineWidth: 'width' }),
};
