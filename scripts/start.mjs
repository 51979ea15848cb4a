// `npm start`: builds what is missing or stale, then runs the server (embedded defaults unless env says otherwise).
import { ensureBuilt } from './build.mjs';

await ensureBuilt();
await import('../apps/server/dist/main.js');
