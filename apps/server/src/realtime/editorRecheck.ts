/**
 * Re-checks the `editor` namespace's sockets of a deck when who may read it changes (the same 'deck-access-changed'
 * event the live streams re-check on, raised by services/decks/deckAccessChanged.ts): a socket whose user may no
 * longer read the deck, or whose role changed since it joined (a collaborator made viewer, or removed), is told why
 * (`access-changed`) and disconnected, so it stops hearing about the deck and its editor closes or reloads.
 */
import type { Namespace } from 'socket.io';
import type { AppServices } from '../context.js';
import type { UserRow } from '../db/schema.js';
import type { Socket } from 'socket.io';
import type { DeckRole } from '@podium/shared';
import { deckRoleNow } from './deckRoleNow.js';

/** The room of a deck's editor sockets. */
export const editorDeckRoom = (deckId: number) => `deck:${deckId}`;

/** What an editor socket joined with: the role per deck (socket.data.editorRoles). */
type EditorSocketData = { user?: UserRow | null; editorRoles?: Record<number, DeckRole> };

/** Records the role a socket joined a deck's room with, so a later re-check can tell a changed role. */
export function rememberEditorRole(socket: Pick<Socket, 'data'>, deckId: number, role: DeckRole): void {
  const data = socket.data as EditorSocketData;
  data.editorRoles = { ...data.editorRoles, [deckId]: role };
}

/** Listens for access changes and re-checks the deck's editor sockets; returns the function that stops listening. */
export function watchEditorAccess(editor: Namespace, services: AppServices): () => void {
  const onChange = ({ deckId }: { deckId: number }) => {
    recheckEditors(editor, services, deckId).catch((error: unknown) => services.log.error({ err: error, deckId }, 'editor access re-check failed'));
  };
  services.events.on('deck-access-changed', onChange);
  return () => services.events.off('deck-access-changed', onChange);
}

/** Disconnects this process's editor sockets of the deck whose user may no longer read it. */
async function recheckEditors(editor: Namespace, services: AppServices, deckId: number): Promise<void> {
  const sockets = await editor.in(editorDeckRoom(deckId)).local.fetchSockets();
  const verdicts = new Map<number | null, Promise<DeckRole | null>>();
  await Promise.all(sockets.map(async (socket) => {
    const data = socket.data as EditorSocketData;
    const user = data.user ?? null;
    let verdict = verdicts.get(user?.id ?? null);
    if (!verdict) {
      verdict = deckRoleNow(services, deckId, user);
      verdicts.set(user?.id ?? null, verdict);
    }
    const role = await verdict;
    const joined = data.editorRoles?.[deckId];
    if (role && (!joined || joined === role)) return;
    socket.emit('access-changed', { deckId, role });
    socket.disconnect(true);
  }));
}
