/**
 * Broadcasts through a cluster adapter without making this process's own sockets wait for Redis. The library's
 * ClusterAdapter.broadcast awaits the publish (XADD) and only then writes to local sockets, which costs every local
 * viewer a Redis round trip (and, while Redis is away, the whole reconnect wait). Here the publish is started first
 * (the message is serialised and queued on the Redis connection synchronously, in call order, so other processes
 * still receive broadcasts in the order they were made) and local sockets are written to at once, without waiting
 * for the reply. Hand-written because the adapter has no option for it; it relies on ClusterAdapter's
 * `publishAndReturnOffset` (socket.io-adapter 2.5) and keeps the library's own broadcast when that is missing, or when
 * connection state recovery is on (the Redis offset must then be appended before the packet is written).
 */
import type { Namespace } from 'socket.io';
import { Adapter, type BroadcastOptions, MessageType } from 'socket.io-adapter';

type Packet = Parameters<Adapter['broadcast']>[0];
type Publish = (message: { type: MessageType.BROADCAST; data: { packet: Packet; opts: unknown } }) => Promise<string>;

/** Wraps an adapter factory (such as the Redis streams adapter's `createAdapter(...)`) with local-first broadcasts. */
export function localFirstBroadcasts<A extends Adapter>(makeAdapter: (nsp: Namespace) => A): (nsp: Namespace) => A {
  // A plain function, not an arrow: Socket.IO calls the adapter factory with `new`.
  return function localFirstAdapter(nsp: Namespace): A {
    const adapter = makeAdapter(nsp);
    const publish = (adapter as unknown as { publishAndReturnOffset?: Publish }).publishAndReturnOffset;
    const recovers = Boolean((nsp.server as unknown as { opts: { connectionStateRecovery?: unknown } }).opts.connectionStateRecovery);
    if (typeof publish !== 'function' || recovers) return adapter;
    const deliverLocally = Adapter.prototype.broadcast;
    adapter.broadcast = (packet: Packet, opts: BroadcastOptions) => {
      if (!opts.flags?.local) {
        publish.call(adapter, { type: MessageType.BROADCAST, data: { packet, opts: encodeOptions(opts) } })
          .catch(() => undefined); // as the library does: other processes miss it, this process's sockets do not
      }
      deliverLocally.call(adapter, packet, opts);
    };
    return adapter;
  };
}

/** BroadcastOptions as the cluster adapter sends them (Sets as arrays), as socket.io-adapter's own encodeOptions. */
function encodeOptions(opts: BroadcastOptions) {
  return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
}
