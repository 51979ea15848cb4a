/**
 * The editor store, the one place editor state lives: the document model plus slices of UI state (view: slide,
 * selection, group, text editing; sync: save status, conflict, field errors; tools: pen, fragment playback,
 * clipboard, open dialog, snippet dialog, notes, version history, text editor), one immutable snapshot exposed to React through
 * `useSyncExternalStore`. Every document change goes through `dispatch` (an op), `undo` or `redo`.
 */
import type { Editor } from '@tiptap/react';
import { findSlide, listSlides, type Block, type DeckDocument, type Op, type OpResult, type SlideFields } from '@podium/deck';
import type { DeckJson } from '@podium/shared';
import type { DialogName } from '../actions/types';
import type { DocModel, FieldPatch } from '../model/docModel';
import { scopeOf } from '../model/scope';
import { copyBlocks, takePaste, type ClipboardSlice } from './clipboard';
import { INITIAL_PEN, type PenSlice, type PlaybackSlice, type SnippetDialogRequest } from './toolSlices';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline';

export interface EditorSnapshot {
  doc: DeckDocument;
  meta: DeckJson;
  slideId: string;
  /**
   * Slides picked together in the navigator (Ctrl/Shift+click), the current one among them, in reading order;
   * empty when only the current slide is. Slide commands (delete, duplicate, hide) and drags apply to all of them.
   */
  slidePicks: readonly string[];
  /** Selected block ids on the current slide (all in the current scope: the slide, or the entered group). */
  selection: readonly string[];
  /** The group entered by double-click (its children are edited), or null at slide level. */
  groupId: string | null;
  /** The text block being edited in place, if any. */
  editingId: string | null;
  /** Where the double-click that started editing landed (client px), to put the caret there. */
  editingAt: { x: number; y: number } | null;
  canUndo: boolean;
  canRedo: boolean;
  status: SaveStatus;
  /** A conflict or save problem the user must see (persistent until dismissed). */
  conflict: string | null;
  /** Server errors for deck fields (e.g. a taken slug), by field name. */
  fieldErrors: Record<string, string>;
  /** The Pen tool. */
  pen: PenSlice;
  /** Fragment playback on the canvas, or null when no slide is playing. */
  playback: PlaybackSlice | null;
  /** The last copy, for menu paste. */
  clipboard: ClipboardSlice | null;
  /** The dialog shown over the editor. */
  dialog: DialogName | null;
  /** What the snippet dialog shows, or null while it is closed. */
  snippetDialog: SnippetDialogRequest | null;
  /** Whether the speaker notes panel is open. */
  notesOpen: boolean;
  /** Whether the version history panel is open (in place of the properties panel). */
  historyOpen: boolean;
  /** Whether the accessibility check panel is open (beside the properties panel). */
  a11yOpen: boolean;
  /** The TipTap editor of the text block being edited (the text toolbar drives it). */
  textEditor: Editor | null;
  /** The last document or field change (a new object each time): `local` ones need saving. */
  change: { kind: ChangeKind } | null;
}

export type ChangeKind = 'local' | 'remote';

/** Editor state container. */
export class EditorStore {
  readonly model: DocModel;
  private state: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Inputs holding typed text not yet committed as an op (text editor, notes), by key. */
  private readonly inputs = new Set<string>();

  constructor(model: DocModel, initialSlide?: { h: number; v: number }) {
    this.model = model;
    const slides = listSlides(model.doc);
    const start = slides.find((s) => s.h === initialSlide?.h && s.v === initialSlide?.v) ?? slides[0]!;
    this.state = {
      doc: model.doc, meta: model.meta, slideId: start.slide.id, slidePicks: [], selection: [], groupId: null, editingId: null, editingAt: null,
      canUndo: false, canRedo: false, status: model.dirty ? 'unsaved' : 'saved', conflict: null, fieldErrors: {},
      pen: INITIAL_PEN, playback: null, clipboard: null, dialog: null, snippetDialog: null, notesOpen: true, historyOpen: false, a11yOpen: false,
      textEditor: null, change: null,
    };
  }

  /** React subscription. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current immutable snapshot. */
  getSnapshot = (): EditorSnapshot => this.state;

  /** Apply a local op (one undo step unless `record: false`). */
  dispatch(op: Op, options: { record?: boolean; mergeKey?: string } = {}): OpResult {
    const result = this.model.apply(op, options);
    if (result.ok) this.afterChange('local');
    return result;
  }

  /** Make a change already in the document (a text editing session, typed as unrecorded ops) one undo step. */
  recordStep(op: Op, inverse: Op): void {
    this.model.recordStep(op, inverse);
    this.state = { ...this.state, canUndo: this.model.canUndo, canRedo: this.model.canRedo };
    this.emit();
  }

  /** Undo one step. */
  undo(): void {
    if (this.model.undo()) this.afterChange('local');
  }

  /** Redo one step. */
  redo(): void {
    if (this.model.redo()) this.afterChange('local');
  }

  /** Change deck fields (settings). */
  setFields(patch: FieldPatch): void {
    this.model.setFields(patch);
    const errors = { ...this.state.fieldErrors };
    for (const key of Object.keys(patch)) delete errors[key];
    this.state = { ...this.state, fieldErrors: errors };
    this.afterChange('local');
  }

  /** An input has (or no longer has) typed text waiting to become an op; it counts as unsaved. */
  setInputPending(key: string, pending: boolean): void {
    if (pending) this.inputs.add(key);
    else this.inputs.delete(key);
    if (pending && this.state.status === 'saved') this.setStatus('unsaved');
  }

  /** Whether anything is unsaved: pending ops or fields, or typed text not yet committed. */
  get hasUnsaved(): boolean {
    return this.model.dirty || this.inputs.size > 0;
  }

  /** Re-read the model after the sync engine changed it (ack, rebase, replay). */
  refresh(kind: ChangeKind = 'remote'): void {
    this.afterChange(kind);
  }

  /** The slide being edited. */
  currentSlide(): SlideFields {
    return findSlide(this.state.doc, this.state.slideId)?.slide ?? listSlides(this.state.doc)[0]!.slide;
  }

  /** Show another slide (clears the selection). */
  setSlide(slideId: string): void {
    if (slideId === this.state.slideId) {
      if (this.state.slidePicks.length) this.set({ slidePicks: [] });
      return;
    }
    this.set({ slideId, slidePicks: [], selection: [], groupId: null, editingId: null });
  }

  /** Pick several slides in the navigator, `current` shown; fewer than two picks is just the current slide. */
  pickSlides(ids: readonly string[], current: string): void {
    const order = listSlides(this.state.doc).map((s) => s.slide.id);
    const picks = order.filter((id) => ids.includes(id) || id === current);
    if (current !== this.state.slideId) this.set({ slideId: current, selection: [], groupId: null, editingId: null });
    this.set({ slidePicks: picks.length > 1 ? picks : [] });
  }

  /** The slides a slide command applies to: the picked ones, or the current one. */
  targetSlides(): readonly string[] {
    return this.state.slidePicks.length ? this.state.slidePicks : [this.state.slideId];
  }

  /** Enter a group (its children become selectable; `select` picks some), or leave to slide level with null. */
  enterGroup(groupId: string | null, select: readonly string[] = []): void {
    this.set({ groupId, selection: [...select], editingId: null });
  }

  /** Select blocks on the current slide. */
  select(ids: readonly string[]): void {
    const editingId = this.state.editingId && ids.includes(this.state.editingId) ? this.state.editingId : null;
    this.set({ selection: [...new Set(ids)], editingId });
  }

  /** Start (optionally with the caret at a client point) or stop editing a text block in place. */
  setEditing(id: string | null, at: { x: number; y: number } | null = null): void {
    this.set({ editingId: id, editingAt: id ? at : null, ...(id ? { selection: [id] } : {}) });
  }

  /** Save status shown in the top bar. */
  setStatus(status: SaveStatus): void {
    this.set({ status });
  }

  /** Show (or clear) a conflict / save problem. */
  setConflict(conflict: string | null): void {
    this.set({ conflict });
  }

  /** Field errors from the server (422). */
  setFieldErrors(fieldErrors: Record<string, string>): void {
    this.set({ fieldErrors: { ...this.state.fieldErrors, ...fieldErrors } });
  }

  /** Change the pen tool (turning it on or off, mode, colour, width). */
  setPen(patch: Partial<PenSlice>): void {
    this.set({ pen: { ...this.state.pen, ...patch } });
  }

  /** Start, advance or stop (null) fragment playback on the canvas. */
  setPlayback(playback: PlaybackSlice | null): void {
    this.set({ playback });
  }

  /** Copy blocks (to the event's clipboard data too, when given). */
  copy(blocks: readonly Block[], data?: DataTransfer | null): void {
    this.set({ clipboard: copyBlocks(blocks, data) });
  }

  /** Blocks to paste and their offset (each paste of one copy steps further); null when there is nothing. */
  takePaste(data?: DataTransfer | null): { blocks: readonly Block[]; offset: number } | null {
    const taken = takePaste(this.state.clipboard, data);
    if (taken) this.set({ clipboard: taken.next });
    return taken;
  }

  /** Show a dialog over the editor, or close it with null. */
  setDialog(dialog: DialogName | null): void {
    this.set({ dialog });
  }

  /** Open the snippet dialog for `request`, or close it with null. */
  setSnippetDialog(snippetDialog: SnippetDialogRequest | null): void {
    this.set({ snippetDialog });
  }

  /** Open or close the speaker notes panel. */
  setNotesOpen(notesOpen: boolean): void {
    this.set({ notesOpen });
  }

  /** Open or close the version history panel. */
  setHistoryOpen(historyOpen: boolean): void {
    this.set({ historyOpen });
  }

  /** Open or close the accessibility check panel. */
  setA11yOpen(a11yOpen: boolean): void {
    this.set({ a11yOpen });
  }

  /** The TipTap editor of the text block being edited, or null. */
  setTextEditor(textEditor: Editor | null): void {
    this.set({ textEditor });
  }

  /** Applies the patch and tells subscribers, unless every value in it is the one already held (a no-op). */
  private set(patch: Partial<EditorSnapshot>): void {
    const state = this.state as unknown as Record<string, unknown>;
    if (Object.entries(patch).every(([key, value]) => Object.is(state[key], value))) return;
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private afterChange(kind: ChangeKind): void {
    const doc = this.model.doc;
    // The current slide may have been deleted (locally, by undo, or by someone else): stay at the same place.
    let slideId = this.state.slideId;
    if (!findSlide(doc, slideId)) {
      const before = findSlide(this.state.doc, slideId);
      const slides = listSlides(doc);
      const near = before && (slides.filter((s) => s.h === before.h && s.v <= before.v).pop() ?? slides.filter((s) => s.h <= before.h).pop());
      slideId = (near ?? slides[0]!).slide.id;
    }
    const slide = findSlide(doc, slideId)!.slide;
    // An entered group that is gone (ungrouped, deleted, undone) returns the editor to slide level.
    const scope = scopeOf(slide.blocks, slideId === this.state.slideId ? this.state.groupId : null);
    const ids = new Set(scope.blocks.map((b) => b.id));
    const selection = this.state.selection.filter((id) => ids.has(id));
    const editingId = this.state.editingId && ids.has(this.state.editingId) ? this.state.editingId : null;
    const picked = this.state.slidePicks.filter((id) => findSlide(doc, id));
    const slidePicks = picked.length > 1 && picked.includes(slideId) ? picked : this.state.slidePicks.length ? [] : this.state.slidePicks;
    this.state = {
      ...this.state, doc, meta: this.model.meta, slideId, slidePicks, selection, editingId, groupId: scope.groupId,
      canUndo: this.model.canUndo, canRedo: this.model.canRedo,
      status: kind === 'local' && this.model.dirty && this.state.status === 'saved' ? 'unsaved' : this.state.status,
      change: { kind },
    };
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
