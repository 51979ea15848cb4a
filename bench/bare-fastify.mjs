// The peer of bench/api: a bare Fastify server answering every GET with the bytes it was given (BODY).
import Fastify from 'fastify';

const body = process.env.BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
