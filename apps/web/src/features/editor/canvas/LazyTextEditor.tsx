/**
 * The in-place text editor, loaded on demand. TipTap and ProseMirror are most of the editor's code but only needed
 * once a text block is edited, so they live in their own chunk: fetched when the user first pauses after opening
 * (preloadTextEditorWhenQuiet) or at the first edit. Until TipTap has focus, keystrokes are kept (select all, text, Enter,
 * formatting keys…) and replayed into it, so a quick double-click and type loses nothing. A failed load (offline)
 * is forgotten so the next edit tries again.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { TextBlock } from '@podium/deck';
import { useEditor } from '../state/EditorContext';
import { whenQuiet } from '../state/whenQuiet';
import type * as TextEditorModuleType from './TextEditor';

type TextEditorModule = typeof TextEditorModuleType;

/** A keystroke made before the editor had focus: text to insert, or a key to press again (Enter, Ctrl+A, Ctrl+B…). */
export type TypedKey = { text: string } | { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

let loaded: TextEditorModule | null = null;
let loading: Promise<TextEditorModule> | null = null;

function loadTextEditor(): Promise<TextEditorModule> {
  loading ??= import('./TextEditor').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Quiet time (no presses, drags, keys or wheel) before the editor's code is preloaded. */
const QUIET_MS = 1000;

/**
 * Preload the in-place text editor's code once the user pauses, so a first double-click does not wait for it.
 * Evaluating the chunk takes a long task, which in the middle of a drag would cost a frame. Returns the cancel.
 */
export function preloadTextEditorWhenQuiet(): () => void {
  return whenQuiet(() => void loadTextEditor().catch(() => undefined), QUIET_MS);
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Dead', 'Process', 'Unidentified']);

/** A keydown as a TypedKey; null for keys that are not input (modifiers alone). */
function typedKey(event: KeyboardEvent): TypedKey | null {
  if (MODIFIERS.has(event.key)) return null;
  const { ctrlKey, metaKey, altKey, shiftKey } = event;
  if (event.key.length === 1 && !ctrlKey && !metaKey && !altKey) return { text: event.key };
  // A re-created event has no keyCode, which ProseMirror reads to find the letter of Ctrl+Shift+A or of a
  // synthetic Ctrl+A reporting 'A'; the physical key gives the same answer.
  const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
  const key = letter && event.key.length === 1 ? letter.toLowerCase() : event.key;
  return { key, ctrlKey, metaKey, altKey, shiftKey };
}

/** Keeps every keystroke (capturing, so no shortcut or field sees it) until the text editor takes them. */
export class TypeAhead {
  private keys: TypedKey[] = [];
  private listening = false;

  private onKeyDown = (event: KeyboardEvent): void => {
    const key = typedKey(event);
    if (!key) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const last = this.keys[this.keys.length - 1];
    if ('text' in key && last && 'text' in last) last.text += key.text;
    else this.keys.push(key);
  };

  /** Start keeping keystrokes. */
  start(): void {
    if (this.listening) return;
    this.listening = true;
    window.addEventListener('keydown', this.onKeyDown, true);
  }

  /** Stop and hand over what was typed (the editor has focus now). */
  take(): TypedKey[] {
    this.stop();
    const keys = this.keys;
    this.keys = [];
    return keys;
  }

  /** Stop without handing anything over (editing ended). */
  stop(): void {
    this.listening = false;
    window.removeEventListener('keydown', this.onKeyDown, true);
  }
}

/** The text editor once its code is here, the block's markup until then. Editing ends if the code cannot load. */
export function LazyTextEditor({ block, slideId, content }: { block: TextBlock; slideId: string; content: ReactNode }) {
  const { store } = useEditor();
  const [module, setModule] = useState(() => loaded);
  const [typeAhead] = useState(() => new TypeAhead());

  // A layout effect: it runs in the commit that starts editing, before any later keystroke can arrive.
  useLayoutEffect(() => {
    typeAhead.start();
    return () => typeAhead.stop();
  }, [typeAhead]);

  useEffect(() => {
    if (module) return;
    let live = true;
    loadTextEditor().then(
      (m) => live && setModule(m),
      () => live && store.setEditing(null),
    );
    return () => {
      live = false;
    };
  }, [module, store]);

  return module ? <module.TextEditor block={block} slideId={slideId} typeAhead={typeAhead} /> : <>{content}</>;
}
