/**
 * Drizzle schema: one definition for PGlite and PostgreSQL (keep to what PostgreSQL 15 supports), one file per area
 * under schema/. drizzle.config.ts reads this file: a table's migrations are generated once its area is listed here.
 */
export * from './schema/enums.js';
export * from './schema/accounts.js';
export * from './schema/decks.js';
export * from './schema/media.js';
export * from './schema/sharing.js';
export * from './schema/importExport.js';
export * from './schema/tags.js';
export * from './schema/comments.js';
export * from './schema/sync.js';
export * from './schema/search.js';
export * from './schema/billing.js';
export * from './schema/themes.js';
export * from './schema/accountData.js';
export * from './schema/audience.js';
export * from './schema/narrations.js';
