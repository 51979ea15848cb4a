/**
 * Runs every block type's prop migration for one schema version over a whole document (slides, vertical slides and
 * blocks inside groups), so a block folder's `migrations[n]` applies to every stored deck, not only to v0 ones.
 */
import { blockDefinition, isBlockType } from '../blocks/registry.js';
import type { BlockMigrations } from '../blocks/types.js';

type Raw = Record<string, unknown>;
type Step = BlockMigrations[number] | undefined;
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The registry's prop migration of `type` producing `version`, if any. */
const registryStep = (type: string, version: number): Step => (isBlockType(type) ? blockDefinition(type).migrations[version] : undefined);

function migrateBlock(raw: unknown, version: number, stepOf: typeof registryStep): unknown {
  if (!isRaw(raw) || typeof raw.type !== 'string' || !isRaw(raw.props)) return raw;
  const step = stepOf(raw.type, version);
  const props = step ? step(raw.props) : raw.props;
  const children = Array.isArray(props.children) ? props.children.map((c) => migrateBlock(c, version, stepOf)) : undefined;
  return { ...raw, props: children ? { ...props, children } : props };
}

function migrateSlide(raw: unknown, version: number, stepOf: typeof registryStep): unknown {
  if (!isRaw(raw)) return raw;
  const slide: Raw = { ...raw };
  if (Array.isArray(raw.blocks)) slide.blocks = raw.blocks.map((b) => migrateBlock(b, version, stepOf));
  if (Array.isArray(raw.children)) slide.children = raw.children.map((c) => migrateSlide(c, version, stepOf));
  return slide;
}

/** The document with each block's props upgraded to `version` (blocks whose type has no step stay as they are). */
export function migrateBlockProps(doc: Raw, version: number, stepOf: typeof registryStep = registryStep): Raw {
  return Array.isArray(doc.slides) ? { ...doc, slides: doc.slides.map((s) => migrateSlide(s, version, stepOf)) } : doc;
}
