/** Test fixture: a deck of every block kind Podium's PPTX export writes as a native object, for export → import round trips. */
import { createBlock, type DeckDocument } from '@podium/deck';

/** The deck; `imageSrc` is the URL its two pictures (one cropped) load. */
export function roundTripDeck(imageSrc: string): DeckDocument {
  const text = (html: string, x: number, y: number, width: number, height: number) => createBlock('text', { x, y, width, height, props: { html } });
  return {
    schemaVersion: 1,
    slides: [
      {
        id: 's1', hidden: false, notes: 'Remember the demo', classes: [], blocks: [
          text('<h1>Roadmap <strong>2027</strong></h1>', 80, 40, 800, 120),
          text('<ul><li>Ship the <em>editor</em></li><li>Then <a href="https://example.com">exports</a></li></ul>', 80, 200, 500, 200),
          createBlock('shape', { x: 620, y: 220, width: 200, height: 120, props: { kind: 'rect', fill: '#1f63c6', strokeWidth: 0, cornerRadius: 0, text: 'Launch' } }),
          createBlock('shape', { x: 620, y: 400, width: 150, height: 100, rotation: 20, props: { kind: 'circle', fill: '#e4572e', stroke: '#000000', strokeWidth: 2, cornerRadius: 0 } }),
        ],
      },
      {
        id: 's2', hidden: false, notes: '', classes: [], blocks: [
          createBlock('table', { x: 80, y: 150, width: 500, height: 120, props: { rows: 2, cols: 2, cells: [['Region', 'Revenue'], ['North', '42']], header: true, borderWidth: 1, borderColor: '#cccccc' } }),
          createBlock('line', { x: 80, y: 500, width: 300, height: 1, props: { x1: 0, y1: 0, x2: 300, y2: 0, color: '#ff0000', width: 3, style: 'solid', startType: 'none', endType: 'arrow' } }),
          createBlock('image', { x: 600, y: 300, width: 200, height: 150, props: { src: imageSrc, alt: 'Photo' } }),
          createBlock('image', { x: 600, y: 480, width: 100, height: 100, props: { src: imageSrc, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } } }),
          createBlock('group', { x: 100, y: 320, width: 300, height: 100, props: { children: [
            text('<p>Inside a group</p>', 0, 0, 300, 50),
            createBlock('shape', { x: 0, y: 60, width: 100, height: 40, props: { kind: 'diamond', fill: '#2c6e3c', strokeWidth: 0, cornerRadius: 0 } }),
          ] } }),
        ],
      },
      { id: 's3', hidden: true, notes: '', classes: [], blocks: [text('<p>Secret slide</p>', 80, 40, 800, 100)] },
    ],
  };
}
