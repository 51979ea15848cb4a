/** "Two columns": a warm light layout comparing two ideas side by side in cards with icon badges. */
import type { DeckTemplate } from './types.js';
import { M, W, bullets, deck, em, esc, heading, palette, shape, slide, text } from './kit.js';

const p = palette('sand-blue');
const GAP = 32;
const COL = (W - 2 * M - GAP) / 2;

function column(x: number, badge: string, title: string, body: string, items: string[]) {
  return [
    shape(x, 190, COL, 430, p.card, { radius: 18 }),
    shape(x + 32, 222, 56, 56, p.accent, { kind: 'circle', text: badge, textColor: p.onAccent, textSize: 24 }),
    text(x + 32, 298, COL - 64, 44, `<h3>${esc(title)}</h3>`, { align: 'left', fontSize: em(28, 'h3'), color: p.text }),
    text(x + 32, 346, COL - 64, 80, `<p>${esc(body)}</p>`, { align: 'left', fontSize: '19px', color: p.muted, lineHeight: '1.45' }),
    text(x + 32, 436, COL - 64, 160, bullets(items), { align: 'left', fontSize: '19px', color: p.text, lineHeight: '1.6' }),
  ];
}

export const twoColumnsTemplate: DeckTemplate = {
  id: 'two-columns',
  title: 'Two columns',
  description: 'Two ideas side by side on warm, calm cards.',
  theme_color: p.color,
  theme_font: 'opensans',
  transition: 'slide',
  build: () => deck(
    slide([
      ...heading('Two ways to grow', p, { kicker: 'Strategy' }),
      ...column(M, 'A', 'Go deeper', 'Win more of the customers we already serve.', ['Upsell team plans', 'Usage-based add-ons', 'Customer success programme']),
      ...column(M + COL + GAP, 'B', 'Go wider', 'Reach new markets with what already works.', ['Localise for three regions', 'Partner resellers', 'Self-serve onboarding']),
    ]),
    slide([
      ...heading('Before and after', p),
      text(M, 200, COL, 380, `<h3>Before</h3>${bullets(['Manual reports every week', 'Data in five tools', 'Decisions wait for meetings'])}`, { align: 'left', fontSize: '22px', color: p.text, lineHeight: '1.6' }),
      shape(M + COL + GAP / 2 - 1, 200, 2, 360, p.accent, { opacity: 0.35 }),
      text(M + COL + GAP, 200, COL, 380, `<h3>After</h3>${bullets(['Live dashboards', 'One source of truth', 'Decisions in minutes'])}`, { align: 'left', fontSize: '22px', color: p.text, lineHeight: '1.6' }),
    ]),
  ),
};
