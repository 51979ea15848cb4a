import { describe, expect, it } from 'vitest';
import { fixtureDoc } from './test-fixtures.js';
import { loadDocument, StoredDocumentError } from './loadDocument.js';
import { migrateBlockProps } from './migrations/blockProps.js';

describe('loadDocument', () => {
  it('returns current documents as they are', () => {
    const doc = fixtureDoc();
    expect(loadDocument(doc)).toBe(doc);
  });

  it('migrates a stored v0 document on read (block prop migrations included)', () => {
    const doc = loadDocument({ slides: [{ id: 's', blocks: [{ id: 't', type: 'text', left: 1, top: 2, width: 3, height: 4, content: '<p>Old</p>' }] }] });
    expect(doc.schemaVersion).toBe(1);
    expect(doc.slides[0]!.blocks[0]).toMatchObject({ id: 't', x: 1, y: 2, props: { html: '<p>Old</p>' } });
  });

  it('refuses documents it cannot bring to the current version', () => {
    expect(() => loadDocument({ schemaVersion: 99, slides: [] })).toThrow(StoredDocumentError);
  });
});

describe('migrateBlockProps', () => {
  it('runs a version step for every block, in vertical slides and inside groups', () => {
    const doc = {
      schemaVersion: 1,
      slides: [{
        id: 'a', blocks: [{ id: 'x', type: 'text', props: { old: 1 } }],
        children: [{ id: 'b', blocks: [{ id: 'g', type: 'group', props: { children: [{ id: 'y', type: 'text', props: { old: 2 } }] } }] }],
      }],
    };
    const step = (props: Record<string, unknown>) => {
      const { old, ...rest } = props;
      return { ...rest, renamed: old };
    };
    const out = migrateBlockProps(doc, 2, (type, version) => (type === 'text' && version === 2 ? step : undefined));
    expect(out).toEqual({
      schemaVersion: 1,
      slides: [{
        id: 'a', blocks: [{ id: 'x', type: 'text', props: { renamed: 1 } }],
        children: [{ id: 'b', blocks: [{ id: 'g', type: 'group', props: { children: [{ id: 'y', type: 'text', props: { renamed: 2 } }] } }] }],
      }],
    });
  });
});
