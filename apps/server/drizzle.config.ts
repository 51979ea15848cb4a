import { defineConfig } from 'drizzle-kit';

// One schema (db/schema.ts re-exports one file per area under db/schema/), one migration folder, used by both
// drivers (PGlite and PostgreSQL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
