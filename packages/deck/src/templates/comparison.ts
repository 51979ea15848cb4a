/** "Comparison": a clean comparison table with a highlighted column, then a pros and cons slide. */
import type { DeckTemplate } from './types.js';
import { M, W, bullets, deck, em, esc, heading, palette, shape, slide, table, text } from './kit.js';

const p = palette('white-blue');
const COL = (W - 2 * M - 32) / 2;

export const comparisonTemplate: DeckTemplate = {
  id: 'comparison',
  title: 'Comparison',
  description: 'Compare options feature by feature in a tidy table.',
  theme_color: p.color,
  theme_font: 'opensans',
  transition: 'slide',
  build: () => {
    const tableW = W - 2 * M;
    return deck(
      slide([
        ...heading('How the options compare', p, { kicker: 'Evaluation' }),
        table(M, 190, tableW, 360, [
          ['', 'Plan A ★', 'Plan B', 'Plan C'],
          ['Setup', '1 day', '2 weeks', '1 month'],
          ['Cost / month', '$400', '$650', '$1,200'],
          ['Integrations', '40+', '12', '25'],
          ['Support', '24/7', 'Office hours', 'E-mail'],
        ], p),
        text(M, 600, tableW, 40, '<p>★ Recommended. Prices per team of 20, billed yearly.</p>', { align: 'left', fontSize: '16px', color: p.muted }),
      ]),
      slide([
        ...heading('Trade-offs', p),
        shape(M, 190, COL, 400, p.surface, { radius: 16 }),
        text(M + 32, 216, COL - 64, 40, `<h3>${esc('Pros')}</h3>`, { align: 'left', fontSize: em(28, 'h3'), color: '#1a7f4b' }),
        text(M + 32, 270, COL - 64, 300, bullets(['Fastest to set up', 'Lowest monthly cost', 'Round-the-clock support']), { align: 'left', fontSize: '21px', color: p.text, lineHeight: '1.6' }),
        shape(M + COL + 32, 190, COL, 400, p.surface, { radius: 16 }),
        text(M + COL + 64, 216, COL - 64, 40, `<h3>${esc('Cons')}</h3>`, { align: 'left', fontSize: em(28, 'h3'), color: '#c2410c' }),
        text(M + COL + 64, 270, COL - 64, 300, bullets(['Fewer custom reports', 'New vendor for the team', 'Migration needs a week']), { align: 'left', fontSize: '21px', color: p.text, lineHeight: '1.6' }),
      ]),
    );
  },
};
