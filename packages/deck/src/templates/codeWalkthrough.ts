/** "Code walkthrough": a dark slide with a highlighted code block stepping through lines beside numbered notes. */
import type { DeckTemplate } from './types.js';
import { M, W, code, deck, esc, heading, palette, shape, slide, text } from './kit.js';

const p = palette('asphalt-orange');
const SOURCE = `import { createServer } from 'node:http';

const routes = new Map([
  ['/health', () => ({ ok: true })],
]);

createServer((req, res) => {
  const handler = routes.get(req.url ?? '/');
  const body = handler?.() ?? { error: 'not found' };
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}).listen(3000);`;
const NOTES: Array<[string, string]> = [
  ['Routes', 'A map from path to handler keeps lookups simple.'],
  ['Handler', 'Each request finds its handler by URL, or says it is missing.'],
  ['Response', 'Everything answers JSON, even the misses.'],
];

export const codeWalkthroughTemplate: DeckTemplate = {
  id: 'code-walkthrough',
  title: 'Code walkthrough',
  description: 'Step through code line by line with notes beside it.',
  theme_color: p.color,
  theme_font: 'opensans',
  transition: 'fade',
  build: () => {
    const codeW = 560;
    const x = M + codeW + 32;
    return deck(
      slide([
        ...heading('A tiny JSON server', p, { kicker: 'Walkthrough' }),
        code(M, 190, codeW, 330, SOURCE, 'javascript', '3-5|7-9|10-11'),
        ...NOTES.flatMap(([title, body], i) => [
          shape(x, 198 + i * 112, 36, 36, p.accent, { kind: 'circle', text: String(i + 1), textColor: p.onAccent, textSize: 18 }),
          text(x + 52, 196 + i * 112, W - M - x - 52, 36, `<p><strong>${esc(title)}</strong></p>`, { align: 'left', fontSize: '21px', color: p.text }),
          text(x + 52, 232 + i * 112, W - M - x - 52, 80, `<p>${esc(body)}</p>`, { align: 'left', fontSize: '17px', color: p.muted, lineHeight: '1.4' }),
        ]),
      ], { notes: 'Press the right arrow to step through the highlighted lines.' }),
    );
  },
};
