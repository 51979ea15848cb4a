/**
 * A PowerPoint file (.pptx) as a deck document: the slide size, every slide in order (hidden ones kept hidden) with
 * its background, speaker notes and shapes (the master's and layout's own shapes included, placeholders inheriting
 * their position and text styles from layout and master), and the theme mapped to the nearest deck colour and font.
 * Pure: media found in the file go through `storeImage`; what cannot be carried is reported as fidelity warnings.
 */
import { LIMITS, MESSAGES, type ThemeFont, type V1ThemeColor } from '@podium/shared';
import { newId } from '../../ids.js';
import type { Block } from '../../schema/block.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from '../../schema/document.js';
import type { Slide } from '../../schema/slide.js';
import { luminance, THEME_FONT_FACES, THEME_SWATCHES } from '../../themes/index.js';
import { validateDocument } from '../../validate.js';
import type { FidelityWarning } from '../../warnings.js';
import { readingOrderToStore } from '../../accessibility/readingOrder.js';
import { readBackground } from './background.js';
import { themeEffectStyles } from './effects.js';
import { cssColor, parseHexColor, schemeColor, type ColorScheme, type Rgba } from './color.js';
import type { DeckContext, Placeholder, SlideContext, StoreImage, Template, ThemeFonts } from './context.js';
import { SLIDE_FRAME } from './geometry.js';
import { readShapeTree } from './shapes.js';
import { plainText, readParagraphs } from './text.js';
import { OoxmlPackage, PptxReadError, attr, relAttr, at, child, childrenNamed, elements, num, textContent, type XmlElement } from './xml.js';

export { PptxReadError };

export interface PptxReadOptions {
  storeImage: StoreImage;
  /** Per slide: (slides read, slides in all). */
  progress?(done: number, total: number): void;
  signal?: AbortSignal;
}

export interface PptxReadResult {
  document: DeckDocument;
  title?: string;
  /** The slide size in px (96 per inch). */
  width: number;
  height: number;
  /** The deck colour and font nearest the file's theme (font only when the theme's font is a deck font). */
  themeColor: V1ThemeColor;
  themeFont?: ThemeFont;
  warnings: FidelityWarning[];
}

const EMU_PER_PX = 9525;
/** Backgrounds darker than this get light text (as the deck themes do). */
const DARK_BACKGROUND = 0.3;
const DEFAULT_MAP: Record<string, string> = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };

interface MasterTheme {
  scheme: ColorScheme;
  fonts: ThemeFonts;
  lineWidths: number[];
  effectStyles: XmlElement[];
  theme: XmlElement | null;
}

async function readTheme(pkg: OoxmlPackage, masterPart: string, master: XmlElement): Promise<MasterTheme> {
  const rel = await pkg.relOfType(masterPart, 'theme');
  const theme = rel ? await pkg.xml(rel.target) : null;
  const colors: Record<string, string> = {};
  for (const c of elements(at(theme, 'themeElements/clrScheme'))) {
    const value = elements(c)[0];
    const hex = value?.localName === 'sysClr' ? attr(value, 'lastClr') : attr(value, 'val');
    if (c.localName && hex) colors[c.localName] = hex;
  }
  const map: Record<string, string> = { ...DEFAULT_MAP };
  const clrMap = child(master, 'clrMap');
  for (const key of ['bg1', 'tx1', 'bg2', 'tx2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6', 'hlink', 'folHlink']) {
    const v = attr(clrMap, key);
    if (v) map[key] = v;
  }
  const font = (kind: string) => attr(at(theme, `themeElements/fontScheme/${kind}/latin`), 'typeface') || 'Calibri';
  const lineWidths = childrenNamed(at(theme, 'themeElements/fmtScheme/lnStyleLst'), 'ln').map((ln) => num(ln, 'w') ?? 9525);
  return { scheme: { colors, map }, fonts: { major: font('majorFont'), minor: font('minorFont') }, lineWidths, effectStyles: themeEffectStyles(theme), theme };
}

function placeholdersOf(root: XmlElement): Placeholder[] {
  const out: Placeholder[] = [];
  for (const sp of elements(at(root, 'cSld/spTree'))) {
    const nv = elements(sp).find((c) => c.localName?.startsWith('nv'));
    const ph = at(nv, 'nvPr/ph');
    if (ph) out.push({ type: attr(ph, 'type') ?? 'obj', idx: attr(ph, 'idx'), sp });
  }
  return out;
}

async function template(pkg: OoxmlPackage, part: string | undefined): Promise<Template | null> {
  if (!part) return null;
  const root = await pkg.xml(part);
  return root ? { part, root, placeholders: placeholdersOf(root) } : null;
}

const distance = (a: Rgba | null, b: Rgba | null) => (a && b ? Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b) : 0);

/** The deck colour theme nearest a background and accent colour (the background counts double). */
export function nearestThemeColor(background: Rgba | null, accent: Rgba | null): V1ThemeColor {
  let best: V1ThemeColor = 'white-blue';
  let bestScore = Number.POSITIVE_INFINITY;
  for (const [id, swatch] of Object.entries(THEME_SWATCHES) as Array<[V1ThemeColor, { background: string; accent: string }]>) {
    const score = 2 * distance(background, parseHexColor(swatch.background)) + distance(accent, parseHexColor(swatch.accent));
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/** The deck font whose family is the theme's font, if any. */
export function matchingThemeFont(fonts: ThemeFonts): ThemeFont | undefined {
  for (const name of [fonts.minor, fonts.major]) {
    const hit = (Object.entries(THEME_FONT_FACES) as Array<[ThemeFont, { family: string }]>).find(([, f]) => f.family.toLowerCase() === name.toLowerCase());
    if (hit) return hit[0];
  }
  return undefined;
}

async function notesOf(pkg: OoxmlPackage, slidePart: string, deck: DeckContext): Promise<string> {
  const rel = await pkg.relOfType(slidePart, 'notesSlide');
  const notes = rel ? await pkg.xml(rel.target) : null;
  const lines: string[] = [];
  for (const sp of childrenNamed(at(notes, 'cSld/spTree'), 'sp')) {
    if (attr(at(sp, 'nvSpPr/nvPr/ph'), 'type') !== 'body') continue;
    lines.push(plainText(await readParagraphs(child(sp, 'txBody'), { lists: [], color: null, fontScale: 1 }, deck, rel!.target)));
  }
  return lines.join('\n').trim();
}

/** Drops the blocks the validator refuses (reported), so one unreadable shape never fails the whole import. */
function validated(doc: DeckDocument, warnings: FidelityWarning[]): DeckDocument {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = validateDocument(doc);
    if (result.ok) return result.doc;
    const issue = result.issues[0]!;
    const m = /^slides\.(\d+)\.blocks\.(\d+)/.exec(issue.path);
    if (!m) throw new Error(`imported document is invalid at ${issue.path}: ${issue.message}`);
    const slide = doc.slides[Number(m[1])]!;
    const [dropped] = slide.blocks.splice(Number(m[2]), 1);
    warnings.push({ slide: Number(m[1]) + 1, what: dropped?.type ?? 'block', why: `dropped: ${issue.message}` });
  }
  throw new Error('imported document has too many invalid blocks');
}

/** One warning per slide and kind: repeats are counted ("drawn as a rectangle (3 shapes)") instead of listed. */
export function mergeWarnings(warnings: FidelityWarning[]): FidelityWarning[] {
  const merged = new Map<string, { warning: FidelityWarning; count: number }>();
  for (const w of warnings) {
    const key = `${w.slide ?? ''}\u0000${w.what}\u0000${w.why}`;
    const hit = merged.get(key);
    if (hit) hit.count += 1;
    else merged.set(key, { warning: { ...w }, count: 1 });
  }
  return [...merged.values()].map(({ warning, count }) => {
    if (count === 1) return warning;
    const { block: _block, ...rest } = warning;
    return { ...rest, why: `${warning.why} (${count} times)` };
  });
}

/** Reads a .pptx file. Throws PptxReadError when the file is not a presentation we can read. */
export async function readPptx(data: Uint8Array | Buffer, options: PptxReadOptions): Promise<PptxReadResult> {
  const pkg = await OoxmlPackage.open(data);
  const presentation = await pkg.xml('ppt/presentation.xml');
  if (!presentation) throw new PptxReadError(MESSAGES.importPptxNotPresentation);
  const sldSz = child(presentation, 'sldSz');
  const width = Math.max(1, Math.min(10000, Math.round((num(sldSz, 'cx') ?? 9144000) / EMU_PER_PX)));
  const height = Math.max(1, Math.min(10000, Math.round((num(sldSz, 'cy') ?? 6858000) / EMU_PER_PX)));
  const presRels = await pkg.rels('ppt/presentation.xml');
  const slideParts = childrenNamed(child(presentation, 'sldIdLst'), 'sldId')
    .map((s) => presRels.get(relAttr(s, 'id') ?? ''))
    .filter((r): r is NonNullable<typeof r> => Boolean(r && !r.external && pkg.has(r.target)))
    .map((r) => r.target);

  const warnings: FidelityWarning[] = [];
  const themes = new Map<string, MasterTheme>();
  const deckBase: Omit<DeckContext, 'scheme' | 'fonts' | 'lineWidths' | 'effectStyles'> = {
    pkg, defaultTextStyle: child(presentation, 'defaultTextStyle'), masterStyles: new Map(), storeImage: options.storeImage,
    images: new Map(), imageCounts: new Map(), warnings, signal: options.signal,
  };
  const slides: Slide[] = [];
  let firstTheme: MasterTheme | null = null;
  let firstMasterBg: string | undefined;
  let title: string | undefined;

  for (const [i, part] of slideParts.entries()) {
    options.signal?.throwIfAborted();
    const slideNumber = i + 1;
    const root = await pkg.xml(part);
    if (!root) {
      warnings.push({ slide: slideNumber, what: 'slide', why: 'could not be read and is left empty' });
      slides.push({ id: newId(), hidden: false, notes: '', classes: [], blocks: [] });
      continue;
    }
    const layout = await template(pkg, (await pkg.relOfType(part, 'slideLayout'))?.target);
    const master = await template(pkg, layout ? (await pkg.relOfType(layout.part, 'slideMaster'))?.target : undefined);
    let theme = master ? themes.get(master.part) : undefined;
    if (master && !theme) {
      theme = await readTheme(pkg, master.part, master.root);
      themes.set(master.part, theme);
      const tx = child(master.root, 'txStyles');
      deckBase.masterStyles.set(master.part, { title: child(tx, 'titleStyle'), body: child(tx, 'bodyStyle'), other: child(tx, 'otherStyle') });
    }
    theme ??= { scheme: { colors: {}, map: { ...DEFAULT_MAP } }, fonts: { major: 'Calibri', minor: 'Calibri' }, lineWidths: [], effectStyles: [], theme: null };
    firstTheme ??= theme;
    const override = at(root, 'clrMapOvr/overrideClrMapping');
    const scheme: ColorScheme = override
      ? { colors: theme.scheme.colors, map: Object.fromEntries([...Object.entries(theme.scheme.map), ...Object.keys(DEFAULT_MAP).concat(['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6', 'hlink', 'folHlink']).map((k) => [k, attr(override, k) ?? theme.scheme.map[k] ?? k])]) }
      : theme.scheme;
    const deck: DeckContext = { ...deckBase, scheme, fonts: theme.fonts, lineWidths: theme.lineWidths, effectStyles: theme.effectStyles };
    const contextFor = (ctxPart: string, fromTemplate: boolean, darkBackground: boolean): SlideContext => ({
      deck, part: ctxPart, slideNumber, layout, master, fromTemplate, darkBackground,
      warn: (what, why, block) => warnings.push({ slide: slideNumber, ...(block ? { block } : {}), what, why }),
    });

    const bgSource = [[root, part], [layout?.root, layout?.part], [master?.root, master?.part]].find(([r]) => at(r as XmlElement | undefined, 'cSld/bg')) as [XmlElement, string] | undefined;
    let background = bgSource ? await readBackground(at(bgSource[0], 'cSld/bg'), contextFor(bgSource[1], bgSource[0] !== root, false), theme.theme) : undefined;
    if (!background?.color && !background?.image && !background?.gradient) {
      const bg1 = schemeColor('bg1', scheme);
      if (bg1) background = { ...background, color: cssColor(bg1) };
    }
    if (i === 0) firstMasterBg = background?.color;
    const dark = background?.color?.startsWith('#') ? luminance(background.color) < DARK_BACKGROUND : false;
    const blocks: Block[] = [];
    const showMaster = attr(root, 'showMasterSp') !== '0';
    if (master && showMaster && attr(layout?.root, 'showMasterSp') !== '0') {
      blocks.push(...await readShapeTree(at(master.root, 'cSld/spTree')!, contextFor(master.part, true, dark), SLIDE_FRAME));
    }
    if (layout && showMaster) blocks.push(...await readShapeTree(at(layout.root, 'cSld/spTree')!, contextFor(layout.part, true, dark), SLIDE_FRAME));
    const slideCtx = contextFor(part, false, dark);
    const tree = at(root, 'cSld/spTree');
    const own = tree ? await readShapeTree(tree, slideCtx, SLIDE_FRAME) : [];
    blocks.push(...own);
    // PowerPoint reads a slide's own shapes in shape-tree order (its Selection Pane, bottom up); the master's and the
    // layout's shapes follow in the default order.
    const order = readingOrderToStore(blocks, own.map((b) => b.id));


    if (child(root, 'transition')) warnings.push({ slide: slideNumber, what: 'slide transition', why: 'replaced by the deck\'s transition' });
    if (at(root, 'timing/tnLst')) warnings.push({ slide: slideNumber, what: 'animations', why: 'dropped (the slide shows everything at once)' });
    let notes = await notesOf(pkg, part, deck);
    if (notes.length > LIMITS.speakerNotesMax) {
      notes = notes.slice(0, LIMITS.speakerNotesMax);
      warnings.push({ slide: slideNumber, what: 'speaker notes', why: `cut to ${LIMITS.speakerNotesMax} characters` });
    }
    if (title === undefined) {
      const titleSp = elements(tree).find((sp) => ['title', 'ctrTitle'].includes(attr(at(sp, 'nvSpPr/nvPr/ph'), 'type') ?? ''));
      const text = titleSp ? plainText(await readParagraphs(child(titleSp, 'txBody'), { lists: [], color: null, fontScale: 1 }, deck, part)).trim() : '';
      if (text) title = text.split('\n')[0];
    }
    slides.push({
      id: newId(), hidden: attr(root, 'show') === '0', notes, classes: [], blocks,
      ...(order ? { readingOrder: order } : {}),
      ...(background && Object.keys(background).length ? { background } : {}),
    });
    options.progress?.(slideNumber, slideParts.length);
  }
  if (!slides.length) throw new PptxReadError(MESSAGES.importPptxNoSlides);

  const core = await pkg.xml('docProps/core.xml');
  const coreTitle = textContent(child(core, 'title')).trim();
  const scheme = firstTheme?.scheme;
  const themeColor = nearestThemeColor(
    firstMasterBg ? parseHexColor(firstMasterBg) : scheme ? schemeColor('bg1', scheme) : null,
    scheme ? schemeColor('accent1', scheme) : null,
  );
  const themeFont = firstTheme ? matchingThemeFont(firstTheme.fonts) : undefined;
  const document = validated({ schemaVersion: CURRENT_SCHEMA_VERSION, slides }, warnings);
  return {
    document, width, height, themeColor, warnings: mergeWarnings(warnings),
    ...(coreTitle || title ? { title: (coreTitle || title)!.slice(0, 200) } : {}),
    ...(themeFont ? { themeFont } : {}),
  };
}
