/** Entry point: load config, take the PGlite data-dir lock (embedded mode), build the app, listen, stop cleanly. */
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { lockDataDir } from './data-dir-lock.js';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then their connections are cut. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

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

// A stray rejection or a broken connection must not take every user's session down with it: log and keep serving.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Requests still running after the grace period are aborted by closing their connections; close() then completes.
  const cutOff = setTimeout(() => {
    app.log.warn('in-flight requests did not finish in time; closing their connections');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  cutOff.unref();
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the app failed');
    code = 1;
  } finally {
    clearTimeout(cutOff);
    release();
  }
  process.exit(code);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  // PORT=0 takes any free port (tests): links then use the port actually bound unless PUBLIC_URL says otherwise.
  if (config.port === 0 && !process.env.PUBLIC_URL) config.publicUrl = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  app.log.info(`Podium is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir})`);
  // A parent that started us with an IPC channel (tests, benches) learns the bound port without probing for one.
  process.send?.({ type: 'listening', port, url: config.publicUrl });
} catch (error) {
  app.log.error(error);
  release();
  process.exit(1);
}
