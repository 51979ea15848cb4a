import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyChildLoggerFactory } from './lazy-logger.js';

function appWithCapturedLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write(chunk, _encoding, callback) { lines.push(JSON.parse(String(chunk))); callback(); } });
  const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: lazyChildLoggerFactory, disableRequestLogging: true });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'something to look at');
    return { level: request.log.level };
  });
  app.get('/fails', async () => { throw new Error('boom'); });
  // As our error handler does: with request logging off, Fastify leaves error logging to the handler.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'x' });
  });
  return { app, lines };
}

describe('lazy request loggers', () => {
  it('log with the request id when a request logs, and cost nothing when it does not', async () => {
    const { app, lines } = appWithCapturedLogs();
    expect((await app.inject('/quiet')).json()).toEqual({ ok: true });
    expect(lines).toHaveLength(0);
    const loud = await app.inject('/loud');
    expect(loud.json()).toEqual({ level: 'info' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'something to look at', detail: 1, reqId: expect.any(String), level: 40 })]);
  });

  it('keep the request id on errors the error handler logs', async () => {
    const { app, lines } = appWithCapturedLogs();
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(lines.find((line) => line.level === 50)).toMatchObject({ reqId: expect.any(String), err: expect.objectContaining({ message: 'boom' }) });
  });
});
