/**
 * The anonymous hot path of public viewing, answered below Fastify.
 *
 * Hand-written on purpose: a public deck's show and player pages are read by anonymous visitors far more often than
 * anything else is requested, and for them the answer is a cached byte string. Routing, hooks, the reply object and
 * its header handling cost Fastify ~3× what the answer itself costs (bench/view), so a few routes get a chance to
 * answer a request before Fastify sees it. A route answers only what Fastify would answer for the same request, with
 * the same headers (fast-path.api.test.ts compares the two), and only for requests that carry nothing Fastify would
 * read: a GET with no cookie at all (no session, no CSRF seed, no unlocked link) and no query string. Anything else,
 * and every route that declines, goes to Fastify unchanged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** A path's segments after the leading slash ("/a/b" → ["a", "b"]). */
export type PathSegments = readonly string[];

/** Answers the request (and returns true) or declines (false) without touching the response. */
export type FastRoute = (request: IncomingMessage, response: ServerResponse, segments: PathSegments) => boolean;

/** Fastify's own defaults for the Node server, which a server factory must set itself. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export class FastPaths {
  /** `applies` says whether a request may take the fast routes at all (team hosts, for one, never do). */
  constructor(private readonly applies: (request: IncomingMessage) => boolean = () => true) {}

  private readonly routes: FastRoute[] = [];
  private open = true;
  /** How many requests the fast routes answered (tests check that the hot path really took them). */
  answered = 0;

  add(route: FastRoute): void {
    this.routes.push(route);
  }

  /** From now on every request goes to Fastify (it answers 503 while closing). */
  close(): void {
    this.open = false;
  }

  /** True when a route answered the request. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET' || request.headers.cookie !== undefined || !this.applies(request)) return false;
    const url = request.url ?? '';
    if (url.includes('?') || url.length > 256) return false;
    const segments = url.slice(1).split('/');
    for (const route of this.routes) {
      if (route(request, response, segments)) {
        this.answered += 1;
        return true;
      }
    }
    return false;
  }

  /** Fastify's `serverFactory`: an HTTP server that offers each request to the fast routes first. */
  readonly serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions,
  ): Server => {
    const server = createServer((request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? KEEP_ALIVE_TIMEOUT_MS;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** Sends a complete HTML answer with `headers` (which already hold every header but the length). */
export function sendFast(
  response: ServerResponse, status: number, headers: Readonly<Record<string, string>>, body: string | Buffer,
): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  response.writeHead(status, { ...headers, 'Content-Length': String(length) });
  response.end(body);
}
