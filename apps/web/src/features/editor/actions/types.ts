/** The action contract: every editor command is `{ id, label, shortcut, isEnabled(ctx), perform(ctx) }`. */
import type { ReactNode } from 'react';
import type { EditorSnapshot, EditorStore } from '../state/store';
import type { SyncEngine } from '../sync/syncEngine';

export type DialogName = 'shortcuts' | 'settings' | 'image' | 'html';

/** What actions may ask of the surrounding UI. */
export interface EditorUi {
  openDialog(name: DialogName): void;
  /** Open the fullscreen view at the current slide (new tab). */
  preview(): void;
  /** Open the live presentation (new tab). */
  present(): void;
  /** Open the export screen (PDF, PowerPoint, ZIP, print). */
  exportDeck(): void;
  /** Show and focus the speaker notes. */
  toggleNotes(): void;
  /** Open the block context menu at a viewport point, or beside the selection (keyboard). */
  openBlockMenu(at?: { x: number; y: number }): void;
  /** Tell the user why a command did nothing (a refused op: too-deep group, too-small block…). */
  notify(message: string): void;
}

export interface ActionContext {
  store: EditorStore;
  snap: EditorSnapshot;
  ui: EditorUi;
  engine: SyncEngine;
  /** Clipboard data of a copy/cut/paste event, when the action runs from one. */
  clipboard?: DataTransfer | null;
}

export type ActionGroup = 'Edit' | 'Arrange' | 'Align' | 'Insert' | 'Slides' | 'Deck' | 'Help';

/** The top bar's button groups, left to right. */
export type ToolbarBar = 'insert' | 'history' | 'deck';

/** Where an action shows in the top bar; the top bar renders the registry, it never lists buttons itself. */
export interface ToolbarPlacement {
  bar: ToolbarBar;
  /** An icon name of toolbar/icons.tsx, or the SVG content itself (block types bring their own). */
  icon: string | ReactNode;
  testId: string;
  /** Place within its bar, ascending. */
  order: number;
  /** Show the label beside the icon (otherwise it is only the tooltip and accessible name). */
  showLabel?: boolean;
  /** Tooltip when it says more than the label. */
  hint?: string;
}

export interface EditorAction {
  id: string;
  label: string;
  group: ActionGroup;
  /** Key combinations, e.g. 'Mod+Z', 'Mod+Shift+ArrowUp', 'Delete'. Mod is Ctrl (⌘ on macOS). */
  shortcut?: readonly string[];
  /** Copy, cut and paste run from the browser's clipboard events (so files and other tabs' blocks paste too). */
  clipboardEvent?: 'copy' | 'cut' | 'paste';
  /** Keys as shown in the shortcuts dialog when they differ from `shortcut` (a family such as the arrow keys). */
  displayShortcut?: readonly string[];
  /** Keys the canvas handles on a focused block (useCanvasKeyboard): listed in the shortcuts dialog, not bound on the window. */
  onFocusedBlock?: boolean;
  /** Hidden from the shortcuts dialog (variants such as the 10 px nudge are described by their 1 px sibling). */
  hidden?: boolean;
  /** Its button in the top bar, if it has one. */
  toolbar?: ToolbarPlacement;
  /** A tool that stays on (the pen): its button is shown pressed while this is true. */
  isActive?(snap: EditorSnapshot): boolean;
  isEnabled(ctx: ActionContext): boolean;
  perform(ctx: ActionContext): void;
}
