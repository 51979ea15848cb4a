import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validate.js';
import { fixtureDoc } from '../test-fixtures.js';
import { DOCUMENT_MIGRATIONS, migrateDocument } from './index.js';

describe('migrateDocument', () => {
  it('leaves current documents alone', () => {
    const doc = fixtureDoc();
    expect(migrateDocument(doc)).toEqual({ ok: true, value: doc });
    expect(Object.keys(DOCUMENT_MIGRATIONS).map(Number)).toEqual([1]);
  });

  it('v0 flat HTML slides are parsed into blocks', () => {
    const v0 = {
      slides: [
        { id: 'first', html: '<h1>Old deck</h1><p class="fragment">Point</p>', notes: 'old notes' },
        { html: '<section data-background-color="#fff"><img src="a.png"></section>', vertical: [{ id: 'below', html: '<h2>Below</h2>' }] },
      ],
    };
    const r = validateDocument(v0);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.doc.schemaVersion).toBe(1);
    const [a, b] = r.doc.slides;
    expect(a).toMatchObject({ id: 'first', notes: 'old notes' });
    expect(a!.blocks.map((x) => [x.type, x.type === 'text' ? x.props.html : '', x.fragment?.style])).toEqual([
      ['text', '<h1>Old deck</h1>', undefined],
      ['text', '<p>Point</p>', 'fade-in'],
    ]);
    expect(b!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(b!.background).toEqual({ color: '#fff' });
    expect(b!.blocks[0]).toMatchObject({ type: 'image', props: { src: 'a.png' } });
    expect(b!.children).toHaveLength(1);
    expect(b!.children![0]).toMatchObject({ id: 'below', blocks: [{ type: 'text', props: { html: '<h2>Below</h2>' } }] });
  });

  it('v0 block slides: left/top names, flat props and per-type prop names', () => {
    const v0 = {
      schemaVersion: 0,
      slides: [{
        id: 's',
        blocks: [
          { id: 't', type: 'text', left: 10, top: 20, width: 300, height: 50, content: '<p>Hi</p>' },
          { id: 'i', type: 'image', left: 0, top: 0, width: 10, height: 10, url: 'x.png', media_id: 'm' },
          { id: 'c', type: 'code', left: 0, top: 0, width: 10, height: 10, lang: 'python', value: 'print(1)' },
          { id: 'm', type: 'math', left: 0, top: 0, width: 10, height: 10, math: 'x^2' },
          { id: 'sh', type: 'shape', left: 0, top: 0, width: 10, height: 10, shapeType: 'circle', fillColor: '#f00' },
          { id: 'l', type: 'line', left: 0, top: 0, width: 10, height: 10, x1: 0, y1: 0, x2: 10, y2: 10, lineColor: '#000', lineWidth: 2 },
          { id: 'g', type: 'group', left: 5, top: 5, width: 50, height: 50, zIndex: 3, blocks: [
            { id: 'gs', type: 'snippet', left: 1, top: 2, width: 3, height: 4, content: '<i>x</i>' },
          ] },
        ],
      }],
    };
    const r = validateDocument(v0);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const blocks = r.doc.slides[0]!.blocks;
    expect(blocks[0]).toMatchObject({ x: 10, y: 20, props: { html: '<p>Hi</p>' } });
    expect(blocks[0]).not.toHaveProperty('left');
    expect(blocks[1]).toMatchObject({ props: { src: 'x.png', mediaId: 'm' } });
    expect(blocks[2]).toMatchObject({ props: { language: 'python', code: 'print(1)', theme: 'monokai', lineNumbers: false } });
    expect(blocks[3]).toMatchObject({ props: { tex: 'x^2' } });
    expect(blocks[4]).toMatchObject({ props: { kind: 'circle', fill: '#f00' } });
    expect(blocks[5]).toMatchObject({ props: { color: '#000', width: 2 } });
    expect(blocks[6]).toMatchObject({ x: 5, z: 3, props: { children: [{ id: 'gs', x: 1, y: 2, props: { html: '<i>x</i>' } }] } });
  });

  it('reports v0 data it cannot repair', () => {
    const r = validateDocument({ slides: [{ id: 's', blocks: [{ id: 'b', type: 'text', left: 0, top: 0, width: 0, height: 5, content: '' }] }] });
    expect(r).toEqual({ ok: false, issues: [{ path: 'slides.0.blocks.0.width', message: 'Must be at least 1' }] });
  });
});
