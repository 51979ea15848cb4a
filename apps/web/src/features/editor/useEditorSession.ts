/**
 * Loads the deck of the route into an editor session: document model, store, IndexedDB outbox (unsaved work of an
 * earlier visit is replayed on top of the server's version) and the sync engine. A rename (new slug in the URL)
 * keeps the session.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { genericMessage } from '@podium/shared';
import type { Notify } from '../../components/notifications';
import { DocModel } from './model/docModel';
import { EditorStore } from './state/store';
import { takePrefetchedDeck } from './sync/prefetch';
import { loadEditorDeck } from '../../api/decks';
import { Outbox } from './sync/outbox';
import { openOutboxDatabase } from './sync/outboxDatabase';
import { readServerDocument } from './sync/serverDocument';
import { droppedMessage, SyncEngine } from './sync/syncEngine';
import { PresenceHub } from './presence/presenceHub';

export interface EditorSession {
  store: EditorStore;
  engine: SyncEngine;
  outbox: Outbox;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; session: EditorSession };

/** `#/h/v` of the URL (the slide to open). */
function slideFromHash(hash: string): { h: number; v: number } | undefined {
  const match = /^#\/(\d+)(?:\/(\d+))?/.exec(hash);
  return match ? { h: Number(match[1]), v: Number(match[2] ?? 0) } : undefined;
}

// The editor's code is loaded when an editor is about to open: IndexedDB opens while the route renders.
openOutboxDatabase().catch(() => undefined); // without IndexedDB the editor still works (see sync/outbox.ts)

async function openSession(username: string, slug: string, notify: Notify, signal: AbortSignal): Promise<SessionState> {
  const deck = await (takePrefetchedDeck(username, slug) ?? loadEditorDeck(username, slug, signal));
  if (!deck) return { status: 'missing' };
  const outbox = new Outbox(deck.id);
  // Reading unsaved work of earlier visits from IndexedDB overlaps with reading the document.
  const claimed = outbox.claim();
  const parsed = await readServerDocument(deck.document);
  if (!parsed.ok) return { status: 'error', message: `This deck could not be opened: ${parsed.issues[0]?.message ?? genericMessage()}` };
  const { document: _document, ...meta } = deck;
  const model = new DocModel(meta, parsed.doc);
  const records = await claimed;
  const dropped = records.flatMap((r) => model.replay(r.pending, r.fields, r.bases));
  if (records.length) {
    await outbox.write(model.version, model.pending, model.pendingBases, model.pendingFields);
    await outbox.release(records);
  }
  if (dropped.length) notify(droppedMessage(dropped), { negative: true });
  const store = new EditorStore(model, slideFromHash(window.location.hash));
  if (dropped.length) store.setConflict(droppedMessage(dropped));
  const engine = new SyncEngine(store, outbox, notify);
  engine.presence = new PresenceHub(store, () => engine.connection);
  return { status: 'ready', session: { store, engine, outbox } };
}

/** The editor session for /{username}/{slug}/edit. */
export function useEditorSession(username: string, slug: string, notify: Notify): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const current = useRef<EditorSession | null>(null);

  // A layout effect: the session starts opening when the route commits, not after its "Loading deck…" is painted.
  useLayoutEffect(() => {
    // The slug changed because this editor renamed the deck: same deck, same session.
    if (current.current && current.current.store.model.meta.slug === slug) return;
    const controller = new AbortController();
    openSession(username, slug, notify, controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        current.current = next.status === 'ready' ? next.session : null;
        setState(next);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : genericMessage() });
      },
    );
    return () => controller.abort();
  }, [username, slug, notify]);

  const session = state.status === 'ready' ? state.session : null;
  useEffect(() => {
    if (!session) return;
    session.engine.start();
    return () => session.engine.stop();
  }, [session]);

  return state;
}
