// The peer of bench/api: a bare Fastify server answering every GET with the bytes it was given (BODY). Listens on
// port 0 and tells the parent the port (lib.mjs startListening).
import Fastify from 'fastify';
import { tellListening } from './listening.mjs';

const body = process.env.BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
tellListening(app.server);
