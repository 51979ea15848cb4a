import { describe, expect, it } from 'vitest';
import { countSlides, emptyDocument } from './document.js';
import { validateDocument } from './validate.js';
import { newId, deriveId } from './ids.js';
import { fixtureDoc } from './test-fixtures.js';

const base = (): Record<string, unknown> => JSON.parse(JSON.stringify(fixtureDoc())) as Record<string, unknown>;
type AnyDoc = { slides: Array<Record<string, unknown> & { blocks: Array<Record<string, unknown>> }> };
const issuesOf = (mutate: (d: AnyDoc) => void): Array<{ path: string; message: string }> => {
  const d = base();
  mutate(d as unknown as AnyDoc);
  const r = validateDocument(d);
  return r.ok ? [] : r.issues;
};

describe('helpers', () => {
  it('emptyDocument has one slide with a title; countSlides counts vertical slides', () => {
    const doc = emptyDocument({ width: 1280, height: 720 });
    expect(doc.slides[0]!.blocks[0]).toMatchObject({ type: 'text', x: 240, y: 310, width: 800 });
    expect(countSlides(doc)).toBe(1);
    expect(countSlides(fixtureDoc())).toBe(5);
  });
  it('newId gives 32 hex chars; deriveId is deterministic', () => {
    expect(newId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newId()).not.toBe(newId());
    expect(deriveId('a', 'b')).toBe(deriveId('a', 'b'));
    expect(deriveId('a', 'b')).toMatch(/^[0-9a-f]{32}$/);
    expect(deriveId('a', 'b')).not.toBe(deriveId('a', 'c'));
  });
});

describe('validateDocument', () => {
  it('accepts a valid document and fills defaults', () => {
    expect(validateDocument(fixtureDoc())).toEqual({ ok: true, doc: fixtureDoc() });
    const minimal = { schemaVersion: 1, slides: [{ id: 'a', blocks: [{ id: 'b', type: 'text', x: 0, y: 0, width: 10, height: 10, props: { html: '' } }] }] };
    const r = validateDocument(minimal);
    expect(r.ok && r.doc.slides[0]).toEqual({
      id: 'a', hidden: false, notes: '', classes: [],
      blocks: [{ id: 'b', type: 'text', x: 0, y: 0, width: 10, height: 10, rotation: 0, z: 0, locked: false, opacity: 1, props: { html: '' } }],
    });
  });
  it('reports each problem with a dot path', () => {
    expect(validateDocument(null)).toEqual({ ok: false, issues: [{ path: '', message: 'Expected a deck document object' }] });
    expect(validateDocument({ schemaVersion: 99, slides: [] })).toMatchObject({ ok: false, issues: [{ path: 'schemaVersion' }] });
    expect(validateDocument({ schemaVersion: 'x', slides: [] })).toMatchObject({ ok: false, issues: [{ path: 'schemaVersion' }] });
    expect(validateDocument({ schemaVersion: 1, slides: [] })).toEqual({ ok: false, issues: [{ path: 'slides', message: 'A deck needs at least one slide' }] });
    expect(issuesOf((d) => { d.slides[0]!.blocks[2]!.width = 0; })).toEqual([{ path: 'slides.0.blocks.2.width', message: 'Must be at least 1' }]);
    expect(issuesOf((d) => { d.slides[0]!.notes = 'x'.repeat(10001); })).toEqual([{ path: 'slides.0.notes', message: 'At most 10000 characters' }]);
    expect(issuesOf((d) => { d.slides[0]!.classes = ['ok', 'present']; })).toEqual([{ path: 'slides.0.classes.1', message: 'This class name is reserved' }]);
    expect(issuesOf((d) => { d.slides[0]!.classes = ['bad class']; })[0]!.path).toBe('slides.0.classes.0');
    expect(issuesOf((d) => { d.slides[1]!.id = d.slides[0]!.id; })).toEqual([{ path: 'slides.1.id', message: 'Duplicate slide id' }]);
    expect(issuesOf((d) => { d.slides[0]!.blocks[1]!.id = d.slides[0]!.blocks[0]!.id; })).toEqual([{ path: 'slides.0.blocks.1.id', message: 'Duplicate block id' }]);
    expect(issuesOf((d) => { d.slides[0]!.blocks[0]!.type = 'chart'; })[0]!.path).toBe('slides.0.blocks.0.type');
    expect(issuesOf((d) => { d.slides[0]!.blocks[0]!.fragment = { style: 'spin' }; })[0]!.path).toBe('slides.0.blocks.0.fragment.style');
    expect(issuesOf((d) => { d.slides[0]!.blocks[0]!.link = 'javascript:alert(1)'; })[0]!.path).toBe('slides.0.blocks.0.link');
    expect(issuesOf((d) => { d.slides[0]!.blocks[0]!.opacity = 2; })[0]!.path).toBe('slides.0.blocks.0.opacity');
    expect(issuesOf((d) => { (d.slides[0]!.blocks[3]!.props as Record<string, unknown>).fill = 'red;background:url(x)'; })[0]!.path).toBe('slides.0.blocks.3.props.fill');
    expect(issuesOf((d) => { (d.slides[0]!.blocks[7]!.props as Record<string, unknown>).rows = 3; })[0]!.path).toBe('slides.0.blocks.7.props.cells');
    expect(issuesOf((d) => { (d.slides[0]!.blocks[8]!.props as Record<string, unknown>).language = 'klingon'; })[0]!.path).toBe('slides.0.blocks.8.props.language');
    expect(issuesOf((d) => { (d.slides[0]!.blocks[11]!.props as { children: Array<Record<string, unknown>> }).children[0]!.height = 0.5; })[0]!.path)
      .toBe('slides.0.blocks.11.props.children.0.height');
  });
  it('checks auto-animate settings and vertical slides', () => {
    const set = (aa: Record<string, unknown>) => issuesOf((d) => { (d.slides[1]!.children as AnyDoc['slides'])[1]!.autoAnimate = aa; });
    expect(set({ duration: 10001 })[0]!.path).toBe('slides.1.children.1.autoAnimate.duration');
    expect(set({ delay: -1 })[0]!.path).toBe('slides.1.children.1.autoAnimate.delay');
    expect(set({ easing: 'bounce' })[0]!.path).toBe('slides.1.children.1.autoAnimate.easing');
    const r = validateDocument({ schemaVersion: 1, slides: [{ id: 'a', blocks: [], autoAnimate: {} }] });
    expect(r.ok && r.doc.slides[0]!.autoAnimate).toEqual({ enabled: true, duration: 1000, delay: 0, easing: 'ease', unmatched: true });
  });
  it('limits group nesting to 6', () => {
    const nest = (depth: number): Record<string, unknown> => ({
      id: `g${depth}`, type: 'group', x: 0, y: 0, width: 10, height: 10,
      props: { children: depth > 1 ? [nest(depth - 1)] : [] },
    });
    const doc = (depth: number): unknown => ({ schemaVersion: 1, slides: [{ id: 's', blocks: [nest(depth)] }] });
    expect(validateDocument(doc(6)).ok).toBe(true);
    expect(validateDocument(doc(7))).toEqual({
      ok: false,
      issues: [{ path: 'slides.0.blocks.0.props.children.0.props.children.0.props.children.0.props.children.0.props.children.0.props.children.0', message: 'Groups can be nested at most 6 deep' }],
    });
  });
  it('drops empty children so equal documents are deep-equal', () => {
    const r = validateDocument({ schemaVersion: 1, slides: [{ id: 'a', blocks: [], children: [] }] });
    expect(r.ok && r.doc.slides[0]).not.toHaveProperty('children');
  });
});

describe('validateDocument: hostile input', () => {
  it('reports absurdly deep JSON instead of throwing', () => {
    let block: Record<string, unknown> = { id: 't', type: 'text', x: 0, y: 0, width: 1, height: 1, props: { html: '' } };
    for (let i = 0; i < 20000; i += 1) block = { id: `g${i}`, type: 'group', x: 0, y: 0, width: 1, height: 1, props: { children: [block] } };
    const r = validateDocument({ schemaVersion: 1, slides: [{ id: 's', blocks: [block] }] });
    expect(r.ok).toBe(false);
  });
});
