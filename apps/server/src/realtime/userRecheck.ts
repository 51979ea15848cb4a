/**
 * A deactivated user's open sockets close at once (SPEC §4 team member deactivate): on 'user-deactivated' (broadcast
 * to every process) each process disconnects its own editor and live sockets of that user. Their sessions are gone
 * already, so reconnecting finds no user.
 */
import type { Namespace } from 'socket.io';
import type { AppServices } from '../context.js';

/** Listens for deactivations; returns the function that stops listening. */
export function watchDeactivations(namespaces: Namespace[], services: AppServices): () => void {
  const onDeactivated = ({ userId }: { userId: number }) => {
    for (const namespace of namespaces) {
      for (const socket of namespace.sockets.values()) {
        if ((socket.data as { user?: { id: number } | null }).user?.id === userId) socket.disconnect(true);
      }
    }
  };
  services.events.on('user-deactivated', onDeactivated);
  return () => services.events.off('user-deactivated', onDeactivated);
}
