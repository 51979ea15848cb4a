// `npm run admin -- <command>`: builds the server bundle when needed, then runs the operator CLI.
import { ensureBuilt } from './build.mjs';

await ensureBuilt({ only: ['server'] });
await import('../apps/server/dist/admin.js');
