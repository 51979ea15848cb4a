/**
 * When a user's sessions end, their open sockets close at once: on 'user-sessions-ended' (broadcast to every process)
 * each process disconnects its own editor and live sockets of that user. A deactivation (SPEC §4 team member
 * deactivate) ends them all, so reconnecting finds no user; a password change spares the sockets of the session that
 * changed it, as the HTTP side keeps that browser signed in.
 */
import type { Namespace } from 'socket.io';
import type { AppServices } from '../context.js';

/** What `authenticate` puts on an authenticated socket. */
interface SocketAuth {
  user?: { id: number } | null;
  /** Digest of the session cookie the socket connected with. */
  sessionId?: string;
}

/** Listens for ended sessions (deactivations, password changes); returns the function that stops listening. */
export function watchDeactivations(namespaces: Namespace[], services: AppServices): () => void {
  const onSessionsEnded = ({ userId, keepSession }: { userId: number; keepSession?: string }) => {
    for (const namespace of namespaces) {
      for (const socket of namespace.sockets.values()) {
        const auth = socket.data as SocketAuth;
        if (auth.user?.id !== userId) continue;
        if (keepSession && auth.sessionId === keepSession) continue;
        socket.disconnect(true);
      }
    }
  };
  services.events.on('user-sessions-ended', onSessionsEnded);
  return () => services.events.off('user-sessions-ended', onSessionsEnded);
}
