/**
 * Built-in slide layouts offered by the editor's "add slide" control. They set no colours of their own, so a slide
 * made from one takes the deck's theme (text colour, accent, font) like any other; accents use the text colour.
 */
import { H, M, W, em, imageSlot, slide, text, shape } from './kit.js';
import type { Slide } from '../schema/slide.js';

export interface SlideLayout {
  id: string;
  title: string;
  build(): Slide;
}

const ACCENT = 'currentColor';
const COL = (W - 2 * M - 48) / 2;

function title(y: number, html = '<h2>Title Text</h2>') {
  return text(M, y, W - 2 * M, 80, html, { align: 'left', fontSize: em(44, 'h2') }, 'Title Text');
}

export const SLIDE_LAYOUTS: readonly SlideLayout[] = [
  { id: 'blank', title: 'Blank', build: () => slide([]) },
  {
    id: 'title', title: 'Title',
    build: () => slide([
      text(M, 230, W - 2 * M, 130, '<h1>Title Text</h1>', { align: 'center', fontSize: em(64, 'h1') }, 'Title Text'),
      text(M + 80, 380, W - 2 * M - 160, 60, '<p>Subtitle</p>', { align: 'center', fontSize: '26px' }, 'Subtitle'),
    ]),
  },
  {
    id: 'title-body', title: 'Title and body',
    build: () => slide([
      title(70),
      text(M, 190, W - 2 * M, 420, '<ul><li>First point</li><li>Second point</li><li>Third point</li></ul>', { align: 'left', fontSize: '28px', lineHeight: '1.6' }, 'Body'),
    ]),
  },
  {
    id: 'two-columns', title: 'Two columns',
    build: () => slide([
      title(70),
      text(M, 190, COL, 420, '<h3>Left</h3><p>Text for the left column.</p>', { align: 'left', fontSize: '24px', lineHeight: '1.5' }, 'Left column'),
      text(M + COL + 48, 190, COL, 420, '<h3>Right</h3><p>Text for the right column.</p>', { align: 'left', fontSize: '24px', lineHeight: '1.5' }, 'Right column'),
    ]),
  },
  {
    id: 'image-text', title: 'Image and text',
    build: () => slide([
      imageSlot(M, 120, 400, H - 240),
      text(M + 440, 170, W - 2 * M - 440, 90, '<h2>Title Text</h2>', { align: 'left', fontSize: em(40, 'h2') }, 'Title Text'),
      text(M + 440, 280, W - 2 * M - 440, 260, '<p>Describe the picture and why it matters.</p>', { align: 'left', fontSize: '22px', lineHeight: '1.5' }, 'Body'),
    ]),
  },
  {
    id: 'section', title: 'Section',
    build: () => slide([
      shape(M, 300, 64, 6, ACCENT, { radius: 3 }),
      text(M, 320, W - 2 * M, 110, '<h1>Section title</h1>', { align: 'left', fontSize: em(60, 'h1') }, 'Section title'),
    ]),
  },
  {
    id: 'quote', title: 'Quote',
    build: () => slide([
      text(M, 110, 160, 150, '<p>“</p>', { align: 'left', fontSize: '180px', lineHeight: '1' }),
      text(M + 20, 250, W - 2 * M - 40, 200, '<p><em>A quote worth remembering.</em></p>', { align: 'left', fontSize: '44px', lineHeight: '1.25' }, 'Quote'),
      text(M + 20, 480, 600, 40, '<p>— Name, role</p>', { align: 'left', fontSize: '22px' }, 'Attribution'),
    ]),
  },
  {
    id: 'big-number', title: 'Big number',
    build: () => slide([
      text(M, 170, W - 2 * M, 230, '<p><strong>42%</strong></p>', { align: 'center', fontSize: '180px', lineHeight: '1' }, 'Number'),
      text(M + 80, 420, W - 2 * M - 160, 80, '<p>What the number means</p>', { align: 'center', fontSize: '28px' }, 'Caption'),
    ]),
  },
];

/** A built-in layout by id. */
export function findSlideLayout(id: string): SlideLayout | undefined {
  return SLIDE_LAYOUTS.find((l) => l.id === id);
}
