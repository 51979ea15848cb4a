/** "Thank you": a closing slide in a deep blue gradient with contact details. */
import type { DeckTemplate } from './types.js';
import { H, M, W, deck, em, esc, palette, shape, slide, text } from './kit.js';

const p = palette('blue-yellow');
const CONTACTS: Array<[string, string]> = [['E-mail', 'hello@example.com'], ['Web', 'example.com'], ['Social', '@example']];

export const thankYouTemplate: DeckTemplate = {
  id: 'thank-you',
  title: 'Thank you',
  description: 'Close with gratitude and a way to reach you.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'zoom',
  build: () => {
    const w = (W - 2 * M) / 3;
    return deck(
      slide([
        shape(-160, -160, 420, 420, p.text, { kind: 'circle', opacity: 0.06 }),
        shape(W - 240, H - 260, 380, 380, p.text, { kind: 'circle', opacity: 0.05 }),
        text(M, 190, W - 2 * M, 150, '<h1>Thank you</h1>', { align: 'center', fontSize: em(96, 'h1'), color: p.text }, 'Title Text'),
        text(M, 330, W - 2 * M, 50, '<p>Questions, ideas or feedback? Let’s talk.</p>', { align: 'center', fontSize: '24px', color: p.muted }),
        shape(W / 2 - 28, 404, 56, 4, p.accent, { radius: 2 }),
        ...CONTACTS.flatMap(([label, value], i) => [
          text(M + i * w, 450, w, 30, `<p>${esc(label.toUpperCase())}</p>`, { align: 'center', fontSize: '14px', letterSpacing: '0.18em', color: p.accent }),
          text(M + i * w, 480, w, 40, `<p>${esc(value)}</p>`, { align: 'center', fontSize: '22px', color: p.text }),
        ]),
      ], { background: { gradient: `linear-gradient(135deg, ${p.background} 0%, color-mix(in srgb, ${p.background} 60%, ${p.rule}) 100%)` } }),
    );
  },
};
