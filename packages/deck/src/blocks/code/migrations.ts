/** Upgrades of saved code block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const codeMigrations: BlockMigrations = {
  /** v0 → v1: language and source were `lang` and `value`. */
  1: (props) => rename(props, { lang: 'language', value: 'code' }),
};
