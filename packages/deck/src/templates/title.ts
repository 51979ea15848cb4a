/** "Keynote": a dark opening slide with a large title, presenter line and soft accent orbs; then content and a close. */
import type { DeckTemplate } from './types.js';
import { H, M, W, contentSlide, deck, em, esc, eyebrow, palette, shape, slide, text } from './kit.js';

const p = palette('black-blue');

export const titleTemplate: DeckTemplate = {
  id: 'title',
  title: 'Keynote',
  description: 'A bold dark title slide for talks and launches.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'fade',
  build: () => deck(
    slide([
      shape(600, -140, 520, 520, p.accent, { kind: 'circle', opacity: 0.14 }),
      shape(760, 380, 260, 260, p.accent, { kind: 'circle', opacity: 0.22 }),
      shape(690, 250, 90, 90, p.text, { kind: 'circle', opacity: 0.08 }),
      eyebrow(M, 200, 560, 'QUARTERLY BUSINESS REVIEW', p),
      text(M, 240, 640, 200, `<h1>${esc('Building the future of work')}</h1>`, { align: 'left', fontSize: em(68, 'h1'), color: p.text, lineHeight: '1.05' }, 'Title Text'),
      text(M, 420, 640, 80, `<p>${esc('Results, lessons and the plan for the next quarter')}</p>`, { align: 'left', fontSize: '24px', color: p.muted }),
      shape(M, 560, 48, 4, p.accent, { radius: 2 }),
      text(M, 584, 600, 40, `<p><strong>Alex Morgan</strong> · Head of Product · March 2026</p>`, { align: 'left', fontSize: '18px', color: p.text }),
    ], {
      background: { gradient: `radial-gradient(circle at 85% 15%, ${p.glow} 0%, ${p.background} 62%)` },
      notes: 'Welcome everyone. Introduce yourself and the goal of this session.',
    }),
    contentSlide(p, 'Where we are today', ['Revenue grew 24% quarter over quarter', 'Two new enterprise customers signed', 'Churn is down to 1.8%', 'Hiring plan is on track']),
    slide([
      text(M, H / 2 - 110, W - 2 * M, 120, '<h1>Questions?</h1>', { align: 'center', fontSize: em(72, 'h1'), color: p.text }),
      text(M, H / 2 + 20, W - 2 * M, 40, '<p>alex@example.com</p>', { align: 'center', fontSize: '22px', color: p.accent }),
    ], { background: { gradient: `radial-gradient(circle at 50% 40%, ${p.glow} 0%, ${p.background} 65%)` } }),
  ),
};
