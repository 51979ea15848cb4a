/** Upgrades of saved poll block props, keyed by the document schema version they produce (none yet). */
import type { BlockMigrations } from '../types.js';

export const pollMigrations: BlockMigrations = {};
