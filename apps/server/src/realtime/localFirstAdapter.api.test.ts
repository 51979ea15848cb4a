// Broadcasts reach this process's sockets without waiting for the cluster's publish (Redis), and are still published
// to the other processes, in the order they were made.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Namespace } from 'socket.io';
import { Adapter, type BroadcastOptions } from 'socket.io-adapter';
import { io as connect, type Socket } from 'socket.io-client';
import { localFirstBroadcasts } from './localFirstAdapter.js';

type Packet = Parameters<Adapter['broadcast']>[0];

/** A cluster adapter whose Redis never answers: like ClusterAdapter, it awaits the publish before local delivery. */
class StalledClusterAdapter extends Adapter {
  readonly published: unknown[] = [];

  publishAndReturnOffset(message: unknown): Promise<string> {
    this.published.push(structuredClone(message));
    return new Promise(() => undefined);
  }

  override broadcast(packet: Packet, opts: BroadcastOptions): void {
    void this.publishAndReturnOffset({ type: 3, data: { packet, opts } }).then(() => super.broadcast(packet, opts));
  }
}

describe('local-first broadcasts', () => {
  let http: HttpServer | undefined;
  let server: Server | undefined;
  let client: Socket | undefined;
  afterEach(async () => {
    client?.disconnect();
    await server?.close();
  });

  /** A server with the given adapter factory and one client connected to its `live` namespace. */
  async function start(adapter: (nsp: Namespace) => Adapter) {
    http = createServer();
    server = new Server(http, { adapter: adapter as never });
    await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
    const namespace = server.of('/live');
    const joined = new Promise<void>((resolve) => namespace.on('connection', (socket) => void Promise.resolve(socket.join('stream:1')).then(resolve)));
    client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}/live`, { transports: ['websocket'], forceNew: true });
    await joined;
    return namespace.adapter as StalledClusterAdapter;
  }

  it('delivers to local sockets while the publish is still unanswered, and publishes every broadcast in order', async () => {
    const adapter = await start(localFirstBroadcasts((nsp) => new StalledClusterAdapter(nsp)));
    const received: unknown[] = [];
    const both = new Promise<void>((resolve) => client!.on('state', (state) => received.push(state) === 2 && resolve()));
    server!.of('/live').to('stream:1').emit('state', { indexh: 1 });
    server!.of('/live').to('stream:1').emit('state', { indexh: 2 });
    await both;
    expect(received).toEqual([{ indexh: 1 }, { indexh: 2 }]);
    expect(adapter.published).toMatchObject([
      { type: 3, data: { packet: { data: ['state', { indexh: 1 }] }, opts: { rooms: ['stream:1'], except: [] } } },
      { type: 3, data: { packet: { data: ['state', { indexh: 2 }] }, opts: { rooms: ['stream:1'], except: [] } } },
    ]);
  });

  it('keeps local-only broadcasts local', async () => {
    const adapter = await start(localFirstBroadcasts((nsp) => new StalledClusterAdapter(nsp)));
    const state = new Promise((resolve) => client!.once('state', resolve));
    server!.of('/live').local.to('stream:1').emit('state', { indexh: 3 });
    expect(await state).toEqual({ indexh: 3 });
    expect(adapter.published).toEqual([]);
  });
});
