/**
 * Proxies in front of the test S3 server, one per server process (each process gets its own as S3_ENDPOINT), that
 * can hold the reads of one object: storage slow to answer, so a job reading that object stays mid-run until it is
 * released. Which proxy holds a read tells which process made it. Requests are forwarded unchanged (the Host header
 * too: it is part of the S3 signature).
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxies {
  /** The S3_ENDPOINT of each named process. */
  endpoints: Record<string, string>;
  /** Holds reads (GET) of this object key from now on. */
  hold(key: string): void;
  /** Forwards the held reads and stops holding. */
  release(): void;
  /** The names of the processes whose reads are held now. */
  holding(): string[];
  close(): Promise<void>;
}

export async function startHoldingProxies(target: string, names: string[]): Promise<HoldingProxies> {
  const { hostname, port } = new URL(target);
  let heldKey: string | null = null;
  const held: Array<{ name: string; go: () => void }> = [];
  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = forward({ hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    // A reader that went away (its process was killed) needs no answer.
    outgoing.on('error', () => undefined);
    incoming.pipe(upstream);
  };
  const servers: Server[] = [];
  const endpoints: Record<string, string> = {};
  for (const name of names) {
    const server = createServer((incoming, outgoing) => {
      const path = decodeURIComponent(new URL(incoming.url ?? '/', 'http://proxy').pathname);
      if (heldKey && incoming.method === 'GET' && path.endsWith(`/${heldKey}`)) held.push({ name, go: () => pass(incoming, outgoing) });
      else pass(incoming, outgoing);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    endpoints[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    endpoints,
    hold: (key) => { heldKey = key; },
    release: () => {
      heldKey = null;
      held.splice(0).forEach(({ go }) => go());
    },
    holding: () => [...new Set(held.map(({ name }) => name))],
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })));
    },
  };
}
