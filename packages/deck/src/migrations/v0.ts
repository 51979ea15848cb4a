/**
 * v0 → v1. Version 0 documents (no `schemaVersion`) came in two shapes:
 * - flat HTML slides `{ slides: [{ id, html, notes? }] }`, whose markup is parsed into blocks;
 * - block slides whose blocks used `left`/`top` and kept type props flat on the block.
 * Vertical slides were `vertical: [...]` (now `children`).
 */
import { blockDefinition, isBlockType } from '../blocks/registry.js';
import { BLOCK_COMMON_KEYS } from '../schema/block-base.js';
import { newId } from '../ids.js';
import { parseSlideHtml } from '../parse/slide-html.js';

type Raw = Record<string, unknown>;
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const KEEP_ON_BLOCK = new Set<string>(['id', 'type', 'props', ...BLOCK_COMMON_KEYS]);

/** Upgrade one v0 block: geometry names, props moved under `props`, then the type's own v1 migration. */
export function migrateBlockV0(raw: unknown): unknown {
  if (!isRaw(raw) || !isBlockType(raw.type)) return raw;
  const block: Raw = {};
  const flat: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = key === 'left' ? 'x' : key === 'top' ? 'y' : key === 'zIndex' ? 'z' : key;
    if (KEEP_ON_BLOCK.has(name)) block[name] = value;
    else flat[name] = value;
  }
  const props = { ...flat, ...(isRaw(block.props) ? block.props : {}) };
  const step = blockDefinition(raw.type).migrations[1];
  const migrated = step ? step(props) : props;
  if (raw.type === 'group' && Array.isArray(migrated.children)) migrated.children = migrated.children.map(migrateBlockV0);
  return { ...block, id: typeof block.id === 'string' ? block.id : newId(), props: migrated };
}

function migrateSlideV0(raw: unknown, allowChildren: boolean): unknown {
  if (!isRaw(raw)) return raw;
  const { html, vertical, blocks, ...rest } = raw;
  let slide: Raw = { ...rest, id: typeof rest.id === 'string' ? rest.id : newId() };
  if (typeof html === 'string') {
    const parsed = parseSlideHtml(html);
    slide = { ...parsed, ...slide, blocks: parsed.blocks, notes: typeof rest.notes === 'string' ? rest.notes : parsed.notes };
  } else {
    slide.blocks = Array.isArray(blocks) ? blocks.map(migrateBlockV0) : [];
  }
  const below = Array.isArray(vertical) ? vertical : Array.isArray(rest.children) ? rest.children : undefined;
  delete slide.children;
  if (allowChildren && below?.length) slide.children = below.map((c) => migrateSlideV0(c, false));
  return slide;
}

/** The v0 → v1 document migration. */
export function migrateV0toV1(doc: Raw): Raw {
  const slides = Array.isArray(doc.slides) ? doc.slides.map((s) => migrateSlideV0(s, true)) : doc.slides;
  return { ...doc, slides };
}
