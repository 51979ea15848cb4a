/** Pen, HTML snippet, Edit HTML and the slide's auto-animate switch, joined to the action registry (and so to shortcuts). */
import { AutoAnimate } from '@podium/deck';
import { BLOCK_TYPE_LABELS } from '@podium/shared';
import { getPen, setPen } from '../blocks/drawing/penStore';
import { placeBlock } from '../model/blocks';
import { deckTheme } from '../theme';
import { run, selected } from './blockActions';
import type { ActionContext, EditorAction } from './types';

const always = () => true;

function insertSnippet(ctx: ActionContext): void {
  if (ctx.snap.groupId) ctx.store.enterGroup(null);
  const slide = ctx.store.currentSlide();
  const block = placeBlock('snippet', { width: ctx.snap.meta.width, height: ctx.snap.meta.height }, slide.blocks, { props: { html: '<p>HTML snippet</p>' } });
  if (!run(ctx, [{ type: 'deck.block.add', slideId: slide.id, block }])) return;
  ctx.store.select([block.id]);
  ctx.ui.openDialog('html');
}

export const CONTENT_ACTIONS: EditorAction[] = [
  {
    id: 'insert-drawing', label: BLOCK_TYPE_LABELS.drawing, group: 'Insert', isEnabled: always,
    perform: (ctx) => {
      if (getPen().active) return setPen({ active: false });
      ctx.store.select([]);
      setPen({ active: true, mode: 'draw', color: deckTheme(ctx.snap.meta.theme_color, ctx.snap.meta.theme_font).text });
    },
  },
  { id: 'insert-snippet', label: 'HTML', group: 'Insert', isEnabled: always, perform: insertSnippet },
  {
    id: 'edit-html', label: 'Edit HTML', group: 'Edit',
    isEnabled: (ctx) => {
      const blocks = selected(ctx);
      return blocks.length === 1 && blocks[0]!.type !== 'group' && !blocks[0]!.locked;
    },
    perform: (ctx) => ctx.ui.openDialog('html'),
  },
  {
    id: 'toggle-auto-animate', label: 'Auto-animate slide on / off', group: 'Slides', shortcut: ['Mod+Alt+A'], isEnabled: always,
    perform: (ctx) => {
      const current = ctx.store.currentSlide().autoAnimate;
      const autoAnimate = AutoAnimate.parse({ ...current, enabled: !current?.enabled });
      run(ctx, [{ type: 'deck.slide.set', id: ctx.snap.slideId, props: { autoAnimate } }]);
    },
  },
];
