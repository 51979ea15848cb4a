/** "Team": four people cards with initials badges, names and roles; then a values slide. */
import type { DeckTemplate } from './types.js';
import { M, W, deck, em, esc, heading, palette, shape, slide, text } from './kit.js';

const p = palette('white-blue');
const PEOPLE: Array<[string, string, string]> = [
  ['Jordan Lee', 'Chief Executive', 'JL'],
  ['Priya Shah', 'Engineering', 'PS'],
  ['Marco Rossi', 'Design', 'MR'],
  ['Ana Costa', 'Customer Success', 'AC'],
];

export const teamTemplate: DeckTemplate = {
  id: 'team',
  title: 'Team',
  description: 'Introduce the people behind the work.',
  theme_color: p.color,
  theme_font: 'montserrat',
  transition: 'slide',
  build: () => {
    const gap = 24;
    const w = (W - 2 * M - 3 * gap) / 4;
    return deck(
      slide([
        ...heading('Meet the team', p, { kicker: 'About us' }),
        ...PEOPLE.flatMap(([name, role, initials], i) => {
          const x = M + i * (w + gap);
          return [
            shape(x, 200, w, 310, p.surface, { radius: 18 }),
            shape(x + (w - 120) / 2, 236, 120, 120, p.accent, { kind: 'circle', text: initials, textColor: p.onAccent, textSize: 40 }),
            text(x + 12, 384, w - 24, 40, `<p><strong>${esc(name)}</strong></p>`, { align: 'center', fontSize: '21px', color: p.text }),
            text(x + 12, 420, w - 24, 36, `<p>${esc(role)}</p>`, { align: 'center', fontSize: '17px', color: p.muted }),
            shape(x + w / 2 - 16, 474, 32, 4, p.accent, { radius: 2 }),
          ];
        }),
      ]),
      slide([
        ...heading('What we value', p),
        ...[['Clarity', 'Say it simply, then show it.'], ['Craft', 'Sweat the details people feel.'], ['Care', 'Customers first, always.']].flatMap(([title, body], i) => [
          text(M, 200 + i * 130, 60, 60, `<p><strong>${i + 1}</strong></p>`, { align: 'left', fontSize: '40px', color: p.accent }),
          text(M + 80, 200 + i * 130, 600, 44, `<h3>${esc(title!)}</h3>`, { align: 'left', fontSize: em(28, 'h3'), color: p.text }),
          text(M + 80, 246 + i * 130, 600, 36, `<p>${esc(body!)}</p>`, { align: 'left', fontSize: '20px', color: p.muted }),
        ]),
      ]),
    );
  },
};
