/** Edit HTML and the slide's auto-animate switch, joined to the action registry (and so to shortcuts). */
import { AutoAnimate } from '@podium/deck';
import { run, selected } from './blockActions';
import type { EditorAction } from './types';

const always = () => true;

export const CONTENT_ACTIONS: EditorAction[] = [
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
