/** Immutable helpers over the slide columns and block trees that ops are written with. */
import type { Block } from '../schema/block.js';
import type { DeckDocument } from '../schema/document.js';
import type { Slide, SlideFields } from '../schema/slide.js';

/** A column: the top slide (without `children`) followed by its vertical slides. */
export type Column = SlideFields[];

/** The document's slides as columns. */
export function toColumns(doc: DeckDocument): Column[] {
  return doc.slides.map((s) => {
    const { children, ...top } = s;
    return [top, ...(children ?? [])];
  });
}

/** Columns back to slides; empty columns vanish and a column of one slide has no `children`. */
export function fromColumns(doc: DeckDocument, columns: Column[]): DeckDocument {
  const slides: Slide[] = columns.filter((c) => c.length > 0).map(([top, ...below]) => (below.length ? { ...top!, children: below } : top!));
  return { ...doc, slides };
}

export interface SlideAt {
  h: number;
  v: number;
  slide: SlideFields;
  /** Dot path of the slide in the document. */
  path: string;
}

/** Locate a slide by id. */
export function locateSlide(doc: DeckDocument, id: string): SlideAt | undefined {
  for (let h = 0; h < doc.slides.length; h += 1) {
    const top = doc.slides[h]!;
    if (top.id === id) return { h, v: 0, slide: top, path: `slides.${h}` };
    const i = top.children?.findIndex((c) => c.id === id) ?? -1;
    if (i >= 0) return { h, v: i + 1, slide: top.children![i]!, path: `slides.${h}.children.${i}` };
  }
  return undefined;
}

/** Every slide id in the document. */
export function slideIds(doc: DeckDocument): Set<string> {
  const ids = new Set<string>();
  for (const s of doc.slides) {
    ids.add(s.id);
    for (const c of s.children ?? []) ids.add(c.id);
  }
  return ids;
}

/** Replace one slide's fields (children of a top slide are kept); other slides keep their identity. */
export function updateSlide(doc: DeckDocument, at: SlideAt, next: SlideFields): DeckDocument {
  const slides = doc.slides.map((top, h) => {
    if (h !== at.h) return top;
    if (at.v === 0) return top.children ? { ...next, children: top.children } : next;
    return { ...top, children: top.children!.map((c, i) => (i === at.v - 1 ? next : c)) };
  });
  return { ...doc, slides };
}

export interface BlockAt {
  block: Block;
  /** The enclosing group's id, or undefined at slide level. */
  parentId: string | undefined;
  /** Index within the parent's list. */
  index: number;
  /** Number of groups enclosing the block. */
  depth: number;
  /** Dot path below the slide, e.g. `blocks.2.props.children.0`. */
  path: string;
}

/** Find a block anywhere in a block tree. */
export function locateBlock(blocks: readonly Block[], id: string, parentId?: string, depth = 0, base = 'blocks'): BlockAt | undefined {
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    const path = `${base}.${index}`;
    if (block.id === id) return { block, parentId, index, depth, path };
    if (block.type === 'group') {
      const inner = locateBlock(block.props.children, id, block.id, depth + 1, `${path}.props.children`);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Map the sibling list that `parentId` owns (undefined: the slide's own list); undefined when the parent is missing. */
export function mapSiblings(blocks: readonly Block[], parentId: string | undefined, fn: (list: Block[]) => Block[]): Block[] | undefined {
  if (parentId === undefined) return fn([...blocks]);
  let found = false;
  const walk = (list: readonly Block[]): Block[] =>
    list.map((b) => {
      if (b.type !== 'group') return b;
      if (b.id === parentId) {
        found = true;
        return { ...b, props: { ...b.props, children: fn([...b.props.children]) } };
      }
      const children = walk(b.props.children);
      return children.every((c, i) => c === b.props.children[i]) ? b : { ...b, props: { ...b.props, children } };
    });
  const out = walk(blocks);
  return found ? out : undefined;
}

/** Replace one block (found by id) anywhere in the tree. */
export function replaceBlock(blocks: readonly Block[], at: BlockAt, next: Block): Block[] {
  return mapSiblings(blocks, at.parentId, (list) => list.map((b, i) => (i === at.index ? next : b)))!;
}

/** Every block id in a tree (groups and their descendants). */
export function blockIds(blocks: readonly Block[], into = new Set<string>()): Set<string> {
  for (const b of blocks) {
    into.add(b.id);
    if (b.type === 'group') blockIds(b.props.children, into);
  }
  return into;
}

/** Whether any id occurs twice in a tree. */
export function hasDuplicateIds(blocks: readonly Block[]): boolean {
  const seen = new Set<string>();
  let dup = false;
  const walk = (list: readonly Block[]): void => {
    for (const b of list) {
      if (seen.has(b.id)) dup = true;
      seen.add(b.id);
      if (b.type === 'group') walk(b.props.children);
    }
  };
  walk(blocks);
  return dup;
}
