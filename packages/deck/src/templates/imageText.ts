/** "Story": a full-bleed picture beside a short story, then the mirrored layout. Pictures ship with the app. */
import type { DeckTemplate } from './types.js';
import { H, M, W, art, bullets, deck, em, esc, eyebrow, palette, slide, text } from './kit.js';
import type { Slide } from '../schema/slide.js';

const p = palette('white-blue');
const PIC = 440;

function story(side: 'left' | 'right', picture: string, alt: string, kicker: string, title: string, body: string, items: string[]): Slide {
  const x = side === 'left' ? PIC + 56 : M;
  const w = W - PIC - 56 - M;
  return slide([
    art(side === 'left' ? 40 : W - PIC - 40, 40, PIC - 40, H - 80, picture, alt),
    eyebrow(x, 150, w, kicker.toUpperCase(), p),
    text(x, 186, w, 130, `<h2>${esc(title)}</h2>`, { align: 'left', fontSize: em(40, 'h2'), color: p.text, lineHeight: '1.1' }, 'Title Text'),
    text(x, 316, w, 110, `<p>${esc(body)}</p>`, { align: 'left', fontSize: '20px', color: p.muted, lineHeight: '1.5' }),
    text(x, 420, w, 140, bullets(items), { align: 'left', fontSize: '20px', color: p.text, lineHeight: '1.6' }),
  ]);
}

export const imageTextTemplate: DeckTemplate = {
  id: 'image-text',
  title: 'Story',
  description: 'A large picture beside the text that tells its story.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'slide',
  build: () => deck(
    story('left', 'mountains', 'Layered blue mountains at dawn', 'Our mission', 'Make every idea easy to share', 'We help teams explain what they know with slides people remember.', ['Built for clarity', 'Made to present anywhere']),
    story('right', 'waves', 'Soft abstract waves', 'How it works', 'From draft to stage in minutes', 'Start from a template, add your content, and present from any browser.', ['Templates and layouts', 'Live presenting']),
  ),
};
