/** Shared test fixtures: a document with every block type, a vertical stack, and nested groups. Not used by production code. */
import { createBlock } from './blocks/registry.js';
import type { Block } from './schema/block.js';
import type { DeckDocument } from './schema/document.js';
import type { SlideFields } from './schema/slide.js';

/** Freeze deeply so a test fails if an op mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const hex = (n: number): string => n.toString(16).padStart(32, '0');

/** One block of every type with fixed ids (`b1`… as 32-hex). */
export function everyBlock(): Block[] {
  return [
    createBlock('text', { id: hex(0xb1), x: 80, y: 40, width: 800, height: 100, z: 0, props: { html: '<h1>Hello <em>world</em></h1>', placeholder: 'Title Text' } }),
    createBlock('image', { id: hex(0xb2), x: 10, y: 200, width: 320, height: 240, z: 1, props: { src: 'https://example.com/a.png', alt: 'A', naturalWidth: 640, naturalHeight: 480, crop: { x: 0.25, y: 0, width: 0.5, height: 1 }, mediaId: 'm1' } }),
    createBlock('video', { id: hex(0xb3), x: 400, y: 200, width: 480, height: 270, z: 2, props: { src: 'https://example.com/v.mp4', autoplay: true, loop: true, muted: true, controls: false, poster: 'https://example.com/p.jpg' } }),
    createBlock('shape', { id: hex(0xb4), x: 0, y: 0, width: 100, height: 50, z: 3, opacity: 0.5, border: { width: 2, style: 'dashed', color: '#ff0000' }, padding: 4, props: { kind: 'arrow-right', fill: 'rgb(0, 128, 255)', stroke: '#000000', strokeWidth: 2, cornerRadius: 0 } }),
    createBlock('drawing', { id: hex(0xb5), x: 5, y: 5, width: 100, height: 100, z: 4, props: { points: [[0, 0], [10, 20.5], [30, 40]], viewBox: { width: 100, height: 100 }, color: '#333333', strokeWidth: 4 } }),
    createBlock('line', { id: hex(0xb6), x: 100, y: 600, width: 200, height: 50, z: 5, props: { x1: 0, y1: 0, x2: 200, y2: 50, color: '#000000', width: 3, style: 'dashed', startType: 'circle', endType: 'arrow' } }),
    createBlock('iframe', { id: hex(0xb7), x: 100, y: 100, width: 576, height: 420, z: 6, rotation: 15, props: { src: 'https://example.com/embed?a=1&b=2' } }),
    createBlock('table', { id: hex(0xb8), x: 50, y: 50, width: 600, height: 120, z: 7, props: { rows: 2, cols: 2, cells: [['Name', 'Score'], ['<Ann>', '10 & more']], header: true, borderColor: '#cccccc', borderWidth: 1 } }),
    createBlock('code', { id: hex(0xb9), x: 50, y: 300, width: 600, height: 200, z: 8, fragment: { style: 'fade-up', index: 2 }, props: { language: 'typescript', code: 'const a = 1 < 2;\n  return a;', theme: 'github', lineNumbers: true, highlight: '1|2' } }),
    createBlock('math', { id: hex(0xba), x: 50, y: 550, width: 600, height: 100, z: 9, link: 'https://example.com/math', props: { tex: '\\frac{a}{b} < c' } }),
    createBlock('snippet', { id: hex(0xbb), x: 700, y: 10, width: 200, height: 100, z: 10, locked: true, props: { html: '<div class="x"><b>raw</b></div>' } }),
    createBlock('group', {
      id: hex(0xbc), x: 600, y: 500, width: 300, height: 150, z: 11,
      props: {
        children: [
          createBlock('shape', { id: hex(0xbd), x: 0, y: 0, width: 100, height: 100, z: 0, props: { kind: 'circle', fill: '#00ff00' } }),
          createBlock('text', { id: hex(0xbe), x: 120, y: 20, width: 180, height: 60, z: 1, fragment: { style: 'fade-in' }, props: { html: '<p>in group</p>' } }),
        ],
      },
    }),
  ];
}

/** A slide with fixed id and the given blocks. */
export function slide(n: number, blocks: Block[] = [], extra: Partial<SlideFields> = {}): SlideFields {
  return { id: hex(0x5000 + n), hidden: false, notes: '', classes: [], blocks, ...extra };
}

/** Three columns: [s1], [s2 with children s3, s4], [s5]; s1 has every block type. */
export function fixtureDoc(): DeckDocument {
  return {
    schemaVersion: 1,
    slides: [
      { ...slide(1, everyBlock(), { notes: 'Say <hello> & wave', classes: ['intro'] }) },
      { ...slide(2, [createBlock('text', { id: hex(0xc1), x: 1, y: 2, width: 3, height: 4, props: { html: '<p>two</p>' } })], { hidden: true }), children: [slide(3), slide(4, [], { autoAnimate: { enabled: true, duration: 500, delay: 100, easing: 'back out', unmatched: false } })] },
      slide(5, [], {
        background: { color: '#112233', image: 'https://example.com/bg.jpg', size: 'cover', position: 'center', repeat: 'no-repeat', opacity: 0.5, video: 'https://example.com/bg.mp4', videoLoop: true, videoMuted: true },
        transition: 'zoom', transitionSpeed: 'fast', backgroundTransition: 'fade',
      }),
    ],
  };
}

/** The 32-hex id used by fixtures for a number. */
export const fid = hex;
/** Slide id of fixture slide n. */
export const sid = (n: number): string => hex(0x5000 + n);
