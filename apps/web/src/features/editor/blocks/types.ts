/**
 * The contract of a block type in the web editor. `blocks/registry.ts` holds one `EditorBlock<T>` per `BlockType`
 * (a mapped type), so TypeScript refuses a new block type until its editor entry exists.
 */
import type { ComponentType, ReactNode } from 'react';
import type { BlockOf, CreateBlockInput } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import type { ActionContext } from '../actions/types';
import type { EditorSnapshot } from '../state/store';

/** What a block type's panel section and in-place editor receive. */
export interface BlockEditorProps<T extends BlockType> {
  block: BlockOf<T>;
  slideId: string;
}

/** How the top bar's Insert group offers a block type. */
export interface BlockInsert<T extends BlockType> {
  label: string;
  /** The icon's SVG content (24×24 viewBox, stroked with currentColor). */
  icon: ReactNode;
  /** Place in the Insert group, ascending. */
  order: number;
  /** Tooltip when it says more than the label. */
  hint?: string;
  /** Fields of the new block beyond the type's defaults (e.g. the theme's accent colour). */
  input?: (ctx: ActionContext) => CreateBlockInput<T>;
  /** Runs after the block was inserted and selected (the snippet opens Edit HTML). */
  afterInsert?: (ctx: ActionContext) => void;
  /** Runs instead of inserting a block (image opens its dialog, the pen toggles its tool). */
  perform?: (ctx: ActionContext) => void;
  /** A tool that stays on (the pen): shown pressed while this is true. */
  isActive?: (snap: EditorSnapshot) => boolean;
}

/** One block type's editor: toolbar entry, panel section, in-place editor and canvas add-on. */
export interface EditorBlock<T extends BlockType> {
  type: T;
  /** Absent for types that only arise from other commands (groups) or from imports (snippets have their own). */
  insert?: BlockInsert<T>;
  /** The type's own section of the block panel (single selection). */
  Panel?: ComponentType<BlockEditorProps<T>>;
  /** The editor opened on the canvas by double-click (text has its own TipTap editor, see canvas/). */
  InPlace?: ComponentType<BlockEditorProps<T>>;
  /** Work on the deck renderer's markup once it is on the canvas (highlight code, typeset math, load frames). */
  enhance?: (el: HTMLElement, block: BlockOf<T>, options: { thumbnail: boolean }) => void;
  /** How the block is named in lists (fragments); default: its type, capitalised. */
  describe?: (block: BlockOf<T>) => string;
}
