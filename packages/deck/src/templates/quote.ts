/** "Quote": a dark, typographic quote slide with an oversized quotation mark, and a customer testimonial. */
import type { DeckTemplate } from './types.js';
import { H, M, W, deck, esc, palette, shape, slide, text } from './kit.js';

const p = palette('black-mint');

export const quoteTemplate: DeckTemplate = {
  id: 'quote',
  title: 'Quote',
  description: 'Let a great line speak for itself.',
  theme_color: p.color,
  theme_font: 'merriweather',
  transition: 'fade',
  build: () => deck(
    slide([
      text(M, 110, 200, 170, '<p>“</p>', { align: 'left', fontSize: '220px', lineHeight: '1', color: p.accent }),
      text(M + 20, 250, W - 2 * M - 60, 220, `<p><em>${esc('The best way to predict the future is to invent it.')}</em></p>`, { align: 'left', fontSize: '48px', lineHeight: '1.25', color: p.text }, 'Quote'),
      shape(M + 20, 500, 48, 4, p.accent, { radius: 2 }),
      text(M + 20, 520, 600, 40, '<p><strong>Alan Kay</strong></p>', { align: 'left', fontSize: '22px', color: p.text }),
      text(M + 20, 554, 600, 36, '<p>Computer scientist</p>', { align: 'left', fontSize: '18px', color: p.muted }),
    ]),
    slide([
      shape(M, 120, W - 2 * M, H - 240, p.surface, { radius: 24 }),
      text(M + 64, 180, W - 2 * M - 128, 200, `<p>${esc('“We replaced three tools with one, and our weekly review now takes half the time.”')}</p>`, { align: 'center', fontSize: '34px', lineHeight: '1.35', color: p.text }),
      shape(W / 2 - 36, 410, 72, 72, p.accent, { kind: 'circle', text: 'SR', textColor: p.onAccent, textSize: 24 }),
      text(M, 496, W - 2 * M, 36, '<p><strong>Sam Rivera</strong> · COO, Northwind</p>', { align: 'center', fontSize: '20px', color: p.text }),
    ]),
  ),
};
