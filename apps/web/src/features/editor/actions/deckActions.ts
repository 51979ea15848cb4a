/** Slide, insert and deck-level commands, and the one registry every menu, toolbar and shortcut reads. */
import { addSlideOp, countSlides, duplicateSlideOp, listSlides, type BlockOf } from '@podium/deck';
import type { BlockType } from '@podium/shared';
import { placeBlock } from '../model/blocks';
import { slidePosition } from '../model/blocks';
import { deckTheme } from '../theme';
import { BLOCK_ACTIONS, run } from './blockActions';
import { CONTENT_INSERT_ACTIONS } from '../blocks/insertActions';
import type { ActionContext, EditorAction } from './types';
import { CONTENT_ACTIONS } from './contentActions';

const always = () => true;

function insert<T extends BlockType>(ctx: ActionContext, type: T, props: Partial<BlockOf<T>['props']> = {}): void {
  if (ctx.snap.groupId) ctx.store.enterGroup(null); // new blocks go on the slide itself
  const slide = ctx.store.currentSlide();
  const block = placeBlock(type, { width: ctx.snap.meta.width, height: ctx.snap.meta.height }, slide.blocks, { props } as never);
  if (run(ctx, [{ type: 'deck.block.add', slideId: slide.id, block }])) ctx.store.select([block.id]);
}

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
    id: 'duplicate-slide', label: 'Duplicate slide', group: 'Slides', isEnabled: always,
    perform: (ctx) => {
      const op = duplicateSlideOp(ctx.snap.slideId);
      if (run(ctx, [op])) ctx.store.setSlide(op.copyId);
    },
  },
  {
    id: 'delete-slide', label: 'Delete slide', group: 'Slides',
    isEnabled: (ctx) => countSlides(ctx.snap.doc) > 1,
    perform: (ctx) => {
      run(ctx, [{ type: 'deck.slide.delete', id: ctx.snap.slideId }]);
    },
  },
  {
    id: 'hide-slide', label: 'Hide / show slide', group: 'Slides', shortcut: ['Mod+Shift+H'], isEnabled: always,
    perform: (ctx) => {
      const hidden = !ctx.store.currentSlide().hidden;
      run(ctx, [{ type: 'deck.slide.set', id: ctx.snap.slideId, props: { hidden } }]);
    },
  },
  { id: 'previous-slide', label: 'Previous slide', group: 'Slides', shortcut: ['PageUp'], isEnabled: always, perform: (ctx) => go(ctx, -1) },
  { id: 'next-slide', label: 'Next slide', group: 'Slides', shortcut: ['PageDown'], isEnabled: always, perform: (ctx) => go(ctx, 1) },
];

const INSERT_ACTIONS: EditorAction[] = [
  { id: 'insert-text', label: 'Text', group: 'Insert', isEnabled: always, perform: (ctx) => insert(ctx, 'text') },
  { id: 'insert-image', label: 'Image', group: 'Insert', isEnabled: always, perform: (ctx) => ctx.ui.openDialog('image') },
  {
    id: 'insert-shape', label: 'Shape', group: 'Insert', isEnabled: always,
    perform: (ctx) => insert(ctx, 'shape', { fill: deckTheme(ctx.snap.meta.theme_color, ctx.snap.meta.theme_font).accent }),
  },
  {
    id: 'insert-line', label: 'Line', group: 'Insert', isEnabled: always,
    perform: (ctx) => insert(ctx, 'line', { color: deckTheme(ctx.snap.meta.theme_color, ctx.snap.meta.theme_font).text }),
  },
  ...CONTENT_ACTIONS,
];

const DECK_ACTIONS: EditorAction[] = [
  { id: 'undo', label: 'Undo', group: 'Edit', shortcut: ['Mod+Z'], isEnabled: (ctx) => ctx.snap.canUndo, perform: (ctx) => ctx.store.undo() },
  { id: 'redo', label: 'Redo', group: 'Edit', shortcut: ['Mod+Shift+Z', 'Mod+Y'], isEnabled: (ctx) => ctx.snap.canRedo, perform: (ctx) => ctx.store.redo() },
  { id: 'save', label: 'Save now', group: 'Deck', shortcut: ['Mod+S'], isEnabled: always, perform: (ctx) => void ctx.engine.save() },
  { id: 'preview', label: 'Preview', group: 'Deck', shortcut: ['Mod+Alt+P'], isEnabled: always, perform: (ctx) => ctx.ui.preview() },
  { id: 'present', label: 'Present', group: 'Deck', shortcut: ['Mod+Alt+Enter'], isEnabled: always, perform: (ctx) => ctx.ui.present() },
  { id: 'notes', label: 'Speaker notes', group: 'Deck', shortcut: ['Mod+Alt+N'], isEnabled: always, perform: (ctx) => ctx.ui.toggleNotes() },
  { id: 'settings', label: 'Deck settings', group: 'Deck', shortcut: ['Mod+,'], isEnabled: always, perform: (ctx) => ctx.ui.openDialog('settings') },
  { id: 'shortcuts', label: 'Keyboard shortcuts', group: 'Help', shortcut: ['?', 'Mod+/'], isEnabled: always, perform: (ctx) => ctx.ui.openDialog('shortcuts') },
];

/** Every editor action, in the order the shortcuts dialog lists them. */
export const ACTIONS: readonly EditorAction[] = [...DECK_ACTIONS, ...BLOCK_ACTIONS, ...SLIDE_ACTIONS, ...INSERT_ACTIONS, ...CONTENT_INSERT_ACTIONS];

const BY_ID = new Map(ACTIONS.map((a) => [a.id, a]));

/** An action by id (throws for an unknown id: a typo should fail loudly in development). */
export function action(id: string): EditorAction {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown editor action "${id}"`);
  return found;
}
