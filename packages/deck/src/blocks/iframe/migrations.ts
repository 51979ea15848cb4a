/** Upgrades of saved iframe block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const iframeMigrations: BlockMigrations = {
  /** v0 → v1: the source was `url`. */
  1: (props) => rename(props, { url: 'src' }),
};
