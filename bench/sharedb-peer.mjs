// A peer of bench/coedit: ShareDB with its PostgreSQL adapter (sharedb-postgres: each op committed to the op log and
// snapshot table) and Redis pub/sub (sharedb-redis-pubsub: published once committed, so every process relays it),
// clients on a WebSocket through ShareDB's recommended stream wrapper. Listens on port 0 and tells the parent the
// port (lib.mjs startListening). Env: DATABASE_URL (a database holding sharedb-postgres's tables), REDIS_URL.
import { createServer } from 'node:http';
import ShareDB from 'sharedb';
import ShareDBPostgres from 'sharedb-postgres';
import RedisPubSub from 'sharedb-redis-pubsub';
import WebSocketJSONStream from '@teamwork/websocket-json-stream';
import { WebSocketServer } from 'ws';
import { tellListening } from './listening.mjs';

const backend = new ShareDB({
  db: ShareDBPostgres({ connectionString: process.env.DATABASE_URL }),
  pubsub: RedisPubSub({ url: process.env.REDIS_URL }),
});
const server = createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => backend.listen(new WebSocketJSONStream(socket)));
server.listen(0, '127.0.0.1', () => tellListening(server));
