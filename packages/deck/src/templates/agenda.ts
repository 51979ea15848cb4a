/** "Agenda": a light agenda with an accent side panel and numbered items, followed by a first topic slide. */
import type { DeckTemplate } from './types.js';
import { H, M, W, contentSlide, deck, em, esc, line, palette, shape, slide, text } from './kit.js';

const p = palette('white-blue');
const PANEL = 340;
const ITEMS: Array<[string, string]> = [
  ['Where we stand', 'Key results and what changed since last time'],
  ['What we learned', 'Customer feedback and the numbers behind it'],
  ['What comes next', 'Priorities, owners and milestones'],
  ['Discussion', 'Open questions and decisions we need today'],
];

export const agendaTemplate: DeckTemplate = {
  id: 'agenda',
  title: 'Agenda',
  description: 'A clear numbered agenda with a colour side panel.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'slide',
  build: () => deck(
    slide([
      shape(40, 40, PANEL - 40, H - 80, p.accent, { radius: 24 }),
      shape(80, H - 140, 48, 4, p.onAccent, { radius: 2, opacity: 0.6 }),
      text(80, 96, PANEL - 120, 30, '<p>TODAY</p>', { align: 'left', fontSize: '16px', letterSpacing: '0.18em', color: p.onAccent }),
      text(80, 130, PANEL - 100, 100, '<h1>Agenda</h1>', { align: 'left', fontSize: em(56, 'h1'), color: p.onAccent }, 'Title Text'),
      text(80, 220, PANEL - 120, 80, '<p>Weekly team sync</p><p>45 minutes</p>', { align: 'left', fontSize: '20px', color: p.onAccent }),
      ...ITEMS.flatMap(([title, detail], i) => {
        const y = 96 + i * 132;
        return [
          text(PANEL + 56, y, 90, 60, `<p><strong>0${i + 1}</strong></p>`, { align: 'left', fontSize: '34px', color: p.accent }),
          text(PANEL + 150, y, W - PANEL - 150 - M, 44, `<h3>${esc(title)}</h3>`, { align: 'left', fontSize: em(28, 'h3'), color: p.text }),
          text(PANEL + 150, y + 46, W - PANEL - 150 - M, 36, `<p>${esc(detail)}</p>`, { align: 'left', fontSize: '19px', color: p.muted }),
          ...(i < ITEMS.length - 1 ? [line(PANEL + 56, y + 108, W - M, y + 108, p.rule, 1)] : []),
        ];
      }),
    ], { notes: 'Walk through the four parts of the meeting and how long each takes.' }),
    contentSlide(p, 'Where we stand', ['Shipped the new onboarding flow', 'Support response time halved', 'Three experiments running']),
  ),
};
