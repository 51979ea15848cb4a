/**
 * Re-checks the `editor` namespace's sockets of a deck when who may read it changes (the same 'deck-access-changed'
 * event the live streams re-check on, raised by services/decks/deckAccessChanged.ts): a socket whose user may no
 * longer read the deck is disconnected, so it stops hearing about the deck's saves.
 */
import type { Namespace } from 'socket.io';
import type { AppServices } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { isNoAccess } from '../domain/errors.js';
import { loadDeck } from '../services/decks/loadDeck.js';

/** The room of a deck's editor sockets. */
export const editorDeckRoom = (deckId: number) => `deck:${deckId}`;

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
  const verdicts = new Map<number | null, Promise<boolean>>();
  await Promise.all(sockets.map(async (socket) => {
    const user = (socket.data as { user?: UserRow | null }).user ?? null;
    let verdict = verdicts.get(user?.id ?? null);
    if (!verdict) {
      verdict = mayRead(services, deckId, user);
      verdicts.set(user?.id ?? null, verdict);
    }
    if (!(await verdict)) socket.disconnect(true);
  }));
}

async function mayRead(services: AppServices, deckId: number, user: UserRow | null): Promise<boolean> {
  try {
    await loadDeck({ ctx: { ...services, user }, ref: { id: deckId } });
    return true;
  } catch (error) {
    if (isNoAccess(error)) return false;
    throw error;
  }
}
