/**
 * A deactivated user's open sockets close at once (SPEC §4 team member deactivate): on 'user-deactivated' (broadcast
 * to every process) each process disconnects its own editor and live sockets of that user. Their sessions are gone
 * already, so reconnecting finds no user. A password change ends the user's sessions the same way
 * ('user-sessions-ended'), sparing the sockets of the session that changed it, as the HTTP side keeps that browser
 * signed in.
 */
import type { Namespace } from 'socket.io';
import type { AppServices } from '../context.js';

/** What `authenticate` puts on an authenticated socket. */
interface SocketAuth {
  user?: { id: number } | null;
  /** Digest of the session cookie the socket connected with. */
  sessionId?: string;
}

/** Listens for deactivations and password changes; returns the function that stops listening. */
export function watchDeactivations(namespaces: Namespace[], services: AppServices): () => void {
  const disconnectUser = (userId: number, keepSession?: string) => {
    for (const namespace of namespaces) {
      for (const socket of namespace.sockets.values()) {
        const auth = socket.data as SocketAuth;
        if (auth.user?.id !== userId) continue;
        if (keepSession && auth.sessionId === keepSession) continue;
        socket.disconnect(true);
      }
    }
  };
  const onDeactivated = ({ userId }: { userId: number }) => disconnectUser(userId);
  const onSessionsEnded = ({ userId, keepSession }: { userId: number; keepSession?: string }) => disconnectUser(userId, keepSession);
  services.events.on('user-deactivated', onDeactivated);
  services.events.on('user-sessions-ended', onSessionsEnded);
  return () => {
    services.events.off('user-deactivated', onDeactivated);
    services.events.off('user-sessions-ended', onSessionsEnded);
  };
}
