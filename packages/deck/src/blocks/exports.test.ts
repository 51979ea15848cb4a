/**
 * Every block type through every export of the library: its sample (blocks/<type>/sample.ts) rendered to reveal.js
 * HTML and parsed back, written to PowerPoint, and read as slide text. The types come from the registry, so a new type
 * is in without touching this file, and a writer that drops it fails here.
 */
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockType } from '@podium/shared';
import { writePptx } from '../export/pptx/index.js';
import { textSanitizer } from '../html/textSanitizer.js';
import { parse } from '../parse/parse.js';
import { render } from '../render/render.js';
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import { slideTexts } from '../text/slideText.js';
import { fid, slide } from '../test-fixtures.js';
import { validateDocument } from '../validate.js';
import { BLOCK_REGISTRY, blockDefinition, createBlock } from './registry.js';
import { BLOCK_SAMPLES } from './samples.generated.js';

const TYPES = Object.keys(BLOCK_REGISTRY) as BlockType[];
/** A 1×1 PNG: every image the writer asks for (image src, video poster). */
const PNG = 'image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The type's sample as a block with a fixed id, a fragment (so its PowerPoint objects carry its id) and its box. */
function sampleBlock(type: BlockType, i: number): Block {
  const sample = BLOCK_SAMPLES[type];
  return createBlock(type, {
    id: fid(0xe000 + i), x: 40, y: 60, ...sample.size, fragment: { style: 'fade-in' }, props: sample.props as never,
  }) as Block;
}

const blocks = TYPES.map(sampleBlock);
const deck = (block: Block): DeckDocument => ({ schemaVersion: 1, slides: [slide(1, [block])] });

describe('every block type through every export', () => {
  let pptxSlides: string[];

  beforeAll(async () => {
    const doc: DeckDocument = { schemaVersion: 1, slides: blocks.map((block, i) => slide(i + 1, [block])) };
    const { data } = await writePptx(doc, { title: 'Every block', width: 960, height: 700, themeColor: null, themeFont: null }, {
      loadImage: async () => ({ data: PNG, width: 1, height: 1 }),
    });
    const zip = await JSZip.loadAsync(data);
    pptxSlides = await Promise.all(blocks.map((_b, i) => zip.file(`ppt/slides/slide${i + 1}.xml`)!.async('string')));
  }, 60_000);

  it('covers the registry', () => {
    expect(TYPES.length).toBeGreaterThan(0);
    expect([...TYPES].sort()).toEqual(Object.keys(BLOCK_SAMPLES).sort());
  });

  describe.each(TYPES.map((type, i) => [type, i] as const))('%s', (type, i) => {
    const block = blocks[i]!;
    const sample = BLOCK_SAMPLES[type];

    it('has a sample that is a valid document', () => {
      const result = validateDocument(deck(block));
      expect(result.ok ? [] : result.issues).toEqual([]);
    });

    it('renders to reveal.js HTML and parses back as the same type', () => {
      const html = render(deck(block), { sanitize: textSanitizer });
      expect(html).toContain(`data-block-type="${type}" data-block-id="${block.id}"`);
      const parsed = parse(html).slides[0]!.blocks;
      expect(parsed.map((b) => [b.type, b.id])).toEqual([[type, block.id]]);
    });

    it('is written to PowerPoint as objects of its own', () => {
      expect(pptxSlides[i]).toMatch(new RegExp(`<p:cNvPr id="\\d+" name="podium-fragment-\\d+-in-${block.id}(?: podium-described-\\d+)?"`));
    });

    it(sample.text ? 'gives its text to slide text' : 'gives no slide text (its sample declares none)', () => {
      const [read] = slideTexts(deck(block));
      if (sample.text) expect(read!.text).toContain(sample.text);
      else expect(read!.text).toBe('');
    });

    it('names the media it loads by string props', () => {
      for (const medium of blockDefinition(type).media(block as never)) {
        expect(typeof (block.props as Record<string, unknown>)[medium.prop]).toBe('string');
      }
    });
  });
});
