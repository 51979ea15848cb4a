/** The names imported PowerPoint pictures get in the media library: where they are, not the package's "image7.png". */
import { describe, expect, it } from 'vitest';
import { createBlock } from '../../blocks/registry.js';
import type { DeckDocument } from '../../schema/document.js';
import { writePptx } from '../../export/pptx/index.js';
import { readPptx } from './index.js';

// Three 1×1 PNGs of different colours (so PowerPoint keeps three pictures).
const PNGS: Record<string, string> = {
  'https://example.com/red.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'https://example.com/blue.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'https://example.com/green.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNg+M8AAAICAQB7CYF4AAAAAElFTkSuQmCC',
};
const image = (id: string, src: string, x: number) => createBlock('image', { id, x, y: 0, width: 200, height: 100, props: { src } });

const doc: DeckDocument = {
  schemaVersion: 1,
  slides: [
    { id: 's1', hidden: false, notes: '', classes: [], blocks: [image('a', 'https://example.com/red.png', 0), image('b', 'https://example.com/blue.png', 300)] },
    { id: 's2', hidden: false, notes: '', classes: [], blocks: [image('c', 'https://example.com/green.png', 0)] },
  ],
};

describe('imported picture names', () => {
  it('names each stored picture by its slide and its place there, keeping its type', async () => {
    const { data } = await writePptx(doc, { title: 'T', width: 960, height: 700, themeColor: null, themeFont: null }, {
      loadImage: async (url) => (PNGS[url] ? { data: `image/png;base64,${PNGS[url]}` } : null),
    });
    const names: string[] = [];
    await readPptx(data, { storeImage: async (_bytes, name) => { names.push(name); return `/media/${names.length}.png`; } });
    expect(names).toEqual(['Slide 1 image 1.png', 'Slide 1 image 2.png', 'Slide 2 image 1.png']);
  });
});
