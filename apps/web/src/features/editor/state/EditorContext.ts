/** React access to the editor: the store (with selector hook), the sync engine, UI callbacks and the action runner. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { action } from '../actions/deckActions';
import type { MediaJson } from '@podium/shared';
import type { ActionContext, EditorUi } from '../actions/types';
import type { SyncEngine } from '../sync/syncEngine';
import type { EditorSnapshot, EditorStore } from './store';
import type { PlaybackSlice } from './toolSlices';

/** UI callbacks beyond what actions need. */
export interface EditorUiFull extends EditorUi {
  /** Upload image files and insert them (at a slide point, or centred). */
  insertImages(files: readonly File[], at?: { x: number; y: number }): void;
  /** Insert an image of the media library (at a slide point, or centred). */
  insertMedium(medium: MediaJson, at?: { x: number; y: number }): void;
}

export interface EditorContextValue {
  store: EditorStore;
  engine: SyncEngine;
  ui: EditorUiFull;
  username: string;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor context; throws outside the editor. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor must be used inside the editor');
  return value;
}

/** A slice of the editor state; the selector must return existing references (no new objects). */
export function useEditorState<T>(select: (snapshot: EditorSnapshot) => T): T {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}

/** The fragment playback of `slideId` (null when that slide is not playing). */
export function usePlaybackOf(slideId: string): PlaybackSlice | null {
  const playback = useEditorState((s) => s.playback);
  return playback?.slideId === slideId ? playback : null;
}

/** Builds an action context from the latest state. */
export function useActionContext(): (clipboard?: DataTransfer | null) => ActionContext {
  const { store, engine, ui } = useEditor();
  return useCallback((clipboard?: DataTransfer | null) => ({ store, engine, ui, snap: store.getSnapshot(), clipboard }), [store, engine, ui]);
}

/** Runs an action by id when it is enabled. */
export function useRunAction(): (id: string) => void {
  const makeContext = useActionContext();
  return useCallback(
    (id: string) => {
      const a = action(id);
      const ctx = makeContext();
      if (a.isEnabled(ctx)) a.perform(ctx);
    },
    [makeContext],
  );
}
