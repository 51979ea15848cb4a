/** Entry point: load config, take the PGlite data-dir lock (embedded mode), build the app, listen, stop cleanly. */
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { lockDataDir } from './data-dir-lock.js';

const config = loadConfig();
let release: () => void = () => undefined;
if (!config.databaseUrl) {
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    console.error(`podium: ${(error as Error).message} (PGlite allows one process per data directory; set DATA_DIR or DATABASE_URL to run another.)`);
    process.exit(1);
  }
}
const app = await buildApp(config);

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  release();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Podium is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir})`);
} catch (error) {
  app.log.error(error);
  release();
  process.exit(1);
}
