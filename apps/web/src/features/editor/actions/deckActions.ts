/** Slide, insert and deck-level commands, and the one registry every menu, toolbar and shortcut reads. */
import { addSlideOp, countSlides, duplicateSlideOp, listSlides } from '@podium/deck';
import { slidePosition } from '../model/blocks';
import { BLOCK_ACTIONS, run } from './blockActions';
import { INSERT_ACTIONS } from './insertActions';
import type { ActionContext, EditorAction, ToolbarBar } from './types';
import { CONTENT_ACTIONS } from './contentActions';
import { LAYOUT_ACTIONS } from './layoutActions';

const always = () => true;

function go(ctx: ActionContext, step: number): void {
  const slides = listSlides(ctx.snap.doc);
  const i = slides.findIndex((s) => s.slide.id === ctx.snap.slideId);
  const next = slides[Math.min(slides.length - 1, Math.max(0, i + step))];
  if (next) ctx.store.setSlide(next.slide.id);
}

const SLIDE_ACTIONS: EditorAction[] = [
  {
    id: 'add-slide', label: 'New slide (right)', group: 'Slides', shortcut: ['Mod+Enter'], isEnabled: always,
    perform: (ctx) => {
      const op = addSlideOp({ h: slidePosition(ctx.snap.doc, ctx.snap.slideId).h + 1 });
      if (run(ctx, [op])) ctx.store.setSlide(op.slide.id);
    },
  },
  {
    id: 'add-vertical-slide', label: 'New slide (below)', group: 'Slides', shortcut: ['Mod+Shift+Enter'], isEnabled: always,
    perform: (ctx) => {
      const { h, v } = slidePosition(ctx.snap.doc, ctx.snap.slideId);
      const op = addSlideOp({ h, v: v + 1 });
      if (run(ctx, [op])) ctx.store.setSlide(op.slide.id);
    },
  },
  {
    // With slides picked in the navigator, slide commands apply to each of them (one undo step).
    id: 'duplicate-slide', label: 'Duplicate slide', group: 'Slides', isEnabled: always,
    perform: (ctx) => {
      const targets = ctx.store.targetSlides();
      const ops = targets.map((id) => duplicateSlideOp(id));
      if (!run(ctx, ops)) return;
      if (ops.length === 1) ctx.store.setSlide(ops[0]!.copyId);
      else ctx.store.pickSlides(ops.map((op) => op.copyId), ops[targets.indexOf(ctx.snap.slideId)]?.copyId ?? ops[0]!.copyId);
    },
  },
  {
    id: 'delete-slide', label: 'Delete slide', group: 'Slides',
    isEnabled: (ctx) => countSlides(ctx.snap.doc) > (ctx.snap.slidePicks.length || 1),
    perform: (ctx) => {
      run(ctx, ctx.store.targetSlides().map((id) => ({ type: 'deck.slide.delete', id }) as const));
    },
  },
  {
    id: 'hide-slide', label: 'Hide / show slide', group: 'Slides', shortcut: ['Mod+Shift+H'], isEnabled: always,
    perform: (ctx) => {
      const hidden = !ctx.store.currentSlide().hidden;
      run(ctx, ctx.store.targetSlides().map((id) => ({ type: 'deck.slide.set', id, props: { hidden } }) as const));
    },
  },
  { id: 'previous-slide', label: 'Previous slide', group: 'Slides', shortcut: ['PageUp'], isEnabled: always, perform: (ctx) => go(ctx, -1) },
  { id: 'next-slide', label: 'Next slide', group: 'Slides', shortcut: ['PageDown'], isEnabled: always, perform: (ctx) => go(ctx, 1) },
];

const DECK_ACTIONS: EditorAction[] = [
  { id: 'undo', label: 'Undo', group: 'Edit', toolbar: { bar: 'history', icon: 'undo', testId: 'undo-button', order: 1 }, shortcut: ['Mod+Z'], isEnabled: (ctx) => ctx.snap.canUndo, perform: (ctx) => ctx.store.undo() },
  { id: 'redo', label: 'Redo', group: 'Edit', toolbar: { bar: 'history', icon: 'redo', testId: 'redo-button', order: 2 }, shortcut: ['Mod+Shift+Z', 'Mod+Y'], isEnabled: (ctx) => ctx.snap.canRedo, perform: (ctx) => ctx.store.redo() },
  { id: 'save', label: 'Save now', group: 'Deck', shortcut: ['Mod+S'], isEnabled: always, perform: (ctx) => void ctx.engine.save() },
  { id: 'preview', label: 'Preview', group: 'Deck', toolbar: { bar: 'deck', icon: 'preview', testId: 'preview-button', order: 3, showLabel: true }, shortcut: ['Mod+Alt+P'], isEnabled: always, perform: (ctx) => ctx.ui.preview() },
  { id: 'present', label: 'Present', group: 'Deck', toolbar: { bar: 'deck', icon: 'present', testId: 'present-button', order: 4, showLabel: true }, shortcut: ['Mod+Alt+Enter'], isEnabled: always, perform: (ctx) => ctx.ui.present() },
  { id: 'export', label: 'Export', group: 'Deck', toolbar: { bar: 'deck', icon: 'download', testId: 'export-button', order: 2.5, hint: 'Export as PDF or print' }, isEnabled: always, perform: (ctx) => ctx.ui.exportDeck() },
  { id: 'notes', label: 'Speaker notes', group: 'Deck', shortcut: ['Mod+Alt+N'], isEnabled: always, perform: (ctx) => ctx.ui.toggleNotes() },
  { id: 'settings', label: 'Deck settings', group: 'Deck', toolbar: { bar: 'deck', icon: 'settings', testId: 'deck-settings-button', order: 2 }, shortcut: ['Mod+,'], isEnabled: always, perform: (ctx) => ctx.ui.openDialog('settings') },
  { id: 'shortcuts', label: 'Keyboard shortcuts', group: 'Help', toolbar: { bar: 'deck', icon: 'keyboard', testId: 'shortcuts-button', order: 1 }, shortcut: ['?', 'Mod+/'], isEnabled: always, perform: (ctx) => ctx.ui.openDialog('shortcuts') },
];

/** Every editor action, in the order the shortcuts dialog lists them. */
export const ACTIONS: readonly EditorAction[] = [...DECK_ACTIONS, ...BLOCK_ACTIONS, ...LAYOUT_ACTIONS, ...SLIDE_ACTIONS, ...INSERT_ACTIONS, ...CONTENT_ACTIONS];

const BY_ID = new Map(ACTIONS.map((a) => [a.id, a]));

/** The actions shown in a top-bar group, in their order there. */
export function toolbarActions(bar: ToolbarBar): EditorAction[] {
  return ACTIONS.filter((a) => a.toolbar?.bar === bar).sort((a, b) => a.toolbar!.order - b.toolbar!.order);
}

/** An action by id (throws for an unknown id: a typo should fail loudly in development). */
export function action(id: string): EditorAction {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown editor action "${id}"`);
  return found;
}
