/** "Big number": one headline figure with its meaning, backed by three supporting stats; then a two-figure slide. */
import type { DeckTemplate } from './types.js';
import { M, W, deck, esc, eyebrow, palette, shape, slide, text } from './kit.js';

const p = palette('sky-blue');

function stat(x: number, w: number, value: string, label: string) {
  return [
    shape(x, 450, w, 140, p.card, { radius: 16 }),
    text(x + 28, 474, w - 56, 56, `<p><strong>${esc(value)}</strong></p>`, { align: 'left', fontSize: '38px', color: p.accent }),
    text(x + 28, 532, w - 56, 40, `<p>${esc(label)}</p>`, { align: 'left', fontSize: '18px', color: p.muted }),
  ];
}

export const bigNumberTemplate: DeckTemplate = {
  id: 'big-number',
  title: 'Big number',
  description: 'One figure, large, with the context that makes it matter.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'zoom',
  build: () => {
    const w = (W - 2 * M - 2 * 24) / 3;
    return deck(
      slide([
        eyebrow(M, 70, 600, 'CUSTOMER RETENTION', p),
        text(M, 100, 520, 240, '<p><strong>87%</strong></p>', { align: 'left', fontSize: '200px', lineHeight: '1', color: p.accent, letterSpacing: '-0.02em' }, 'Number'),
        text(M + 500, 150, W - 2 * M - 500, 200, `<p>${esc('of customers renew in their first year — up from 71% a year ago.')}</p>`, { align: 'left', fontSize: '28px', lineHeight: '1.35', color: p.text }),
        ...stat(M, w, '4.8 / 5', 'Average rating'),
        ...stat(M + w + 24, w, '12,400', 'Active teams'),
        ...stat(M + 2 * (w + 24), w, '32', 'Countries'),
      ]),
      slide([
        text(M, 150, (W - 2 * M) / 2, 200, '<p><strong>3×</strong></p>', { align: 'center', fontSize: '150px', lineHeight: '1', color: p.accent }),
        text(M, 340, (W - 2 * M) / 2, 80, '<p>faster weekly reporting</p>', { align: 'center', fontSize: '24px', color: p.text }),
        shape(W / 2 - 1, 170, 2, 260, p.accent, { opacity: 0.3 }),
        text(W / 2, 150, (W - 2 * M) / 2, 200, '<p><strong>−40%</strong></p>', { align: 'center', fontSize: '150px', lineHeight: '1', color: p.accent }),
        text(W / 2, 340, (W - 2 * M) / 2, 80, '<p>support tickets per customer</p>', { align: 'center', fontSize: '24px', color: p.text }),
      ]),
    );
  },
};
