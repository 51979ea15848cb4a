/** Upgrades of saved shape block props, keyed by the document schema version they produce. */
import type { BlockMigrations } from '../types.js';
import { rename } from '../migrate-util.js';

export const shapeMigrations: BlockMigrations = {
  /** v0 → v1: kind and colours were `shapeType`, `fillColor`, `strokeColor`. */
  1: (props) => rename(props, { shapeType: 'kind', fillColor: 'fill', strokeColor: 'stroke' }),
};
