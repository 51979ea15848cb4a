/** "Timeline": a dark roadmap with milestones on a horizontal line (quarter above, outcome below). */
import type { DeckTemplate } from './types.js';
import { M, W, contentSlide, deck, esc, heading, line, palette, shape, slide, text } from './kit.js';

const p = palette('black-blue');
const STEPS: Array<[string, string, string]> = [
  ['Q1', 'Research', 'Interview 40 customers and size the market'],
  ['Q2', 'Prototype', 'Test the concept with five pilot teams'],
  ['Q3', 'Launch', 'Public beta and the first paid plans'],
  ['Q4', 'Scale', 'Partners, new regions and enterprise'],
];

export const timelineTemplate: DeckTemplate = {
  id: 'timeline',
  title: 'Timeline',
  description: 'A roadmap of milestones along a single line.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'slide',
  build: () => {
    const y = 360;
    const step = (W - 2 * M) / STEPS.length;
    return deck(
      slide([
        ...heading('Roadmap 2026', p, { kicker: 'Plan' }),
        line(M, y, W - M, y, p.rule, 3),
        line(M, y, M + step * 2 + 12, y, p.accent, 3),
        ...STEPS.flatMap(([when, title, detail], i) => {
          const x = M + i * step;
          const done = i < 2;
          // Q3 is "now": highlighted with a halo, the line's progress ends just past it.
          return [
            text(x, y - 70, step - 24, 40, `<p><strong>${esc(when)}</strong></p>`, { align: 'left', fontSize: '24px', color: done || i === 2 ? p.accent : p.muted }),
            ...(i === 2 ? [shape(x - 10, y - 22, 44, 44, p.accent, { kind: 'circle', opacity: 0.25 })] : []),
            shape(x, y - 12, 24, 24, done || i === 2 ? p.accent : p.rule, { kind: 'circle' }),
            text(x, y + 36, step - 24, 40, `<p><strong>${esc(title)}</strong></p>`, { align: 'left', fontSize: '24px', color: p.text }),
            text(x, y + 78, step - 28, 100, `<p>${esc(detail)}</p>`, { align: 'left', fontSize: '17px', color: p.muted, lineHeight: '1.4' }),
          ];
        }),
      ]),
      contentSlide(p, 'Q1 in detail', ['40 customer interviews', 'Market sizing with finance', 'Decision memo by March 31']),
    );
  },
};
