import { defineConfig } from 'drizzle-kit';

// One schema, one migration folder, used by both drivers (PGlite and PostgreSQL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
