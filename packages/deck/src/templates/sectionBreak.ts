/** "Chapter": dark section-break slides with an oversized number, a divider and the section title. */
import type { DeckTemplate } from './types.js';
import { M, W, deck, em, esc, palette, shape, slide, text } from './kit.js';
import type { Slide } from '../schema/slide.js';

const p = palette('cobalt-orange');

function chapter(n: number, title: string, detail: string): Slide {
  return slide([
    text(M, 170, 330, 240, `<p><strong>0${n}</strong></p>`, { align: 'left', fontSize: '200px', lineHeight: '1', color: p.accent }),
    shape(M + 300, 200, 4, 250, p.accent, { opacity: 0.6 }),
    text(M + 340, 210, W - M * 2 - 340, 30, `<p>SECTION ${n}</p>`, { align: 'left', fontSize: '16px', letterSpacing: '0.2em', color: p.muted }),
    text(M + 340, 246, W - M * 2 - 340, 130, `<h1>${esc(title)}</h1>`, { align: 'left', fontSize: em(52, 'h1'), color: p.text, lineHeight: '1.05' }, 'Title Text'),
    text(M + 340, 380, W - M * 2 - 340, 80, `<p>${esc(detail)}</p>`, { align: 'left', fontSize: '20px', color: p.muted }),
  ], { background: { gradient: `radial-gradient(circle at 20% 45%, color-mix(in srgb, ${p.text} 8%, ${p.background}) 0%, ${p.background} 55%)` } });
}

export const sectionBreakTemplate: DeckTemplate = {
  id: 'section-break',
  title: 'Chapter',
  description: 'Section breaks with big numbers to pace a long talk.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'fade',
  build: () => deck(
    chapter(1, 'Market opportunity', 'Who needs this, how many of them, and why now'),
    chapter(2, 'Our approach', 'What we build, and what we deliberately leave out'),
  ),
};
