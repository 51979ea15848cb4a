/**
 * The deck document as an editable PowerPoint file (pptxgenjs): the slide size of the deck, one PowerPoint slide per
 * deck slide in reading order (a horizontal slide, then its vertical stack), theme colours and fonts, backgrounds,
 * speaker notes and hidden slides, fragments as click animations, and every block as native text, shapes, tables and
 * pictures; never one picture per slide. What PowerPoint cannot carry is reported as fidelity warnings.
 */
import PptxGenJS from 'pptxgenjs';
import { listSlides } from '../../document.js';
import type { DeckDocument } from '../../schema/document.js';
import type { SlideFields } from '../../schema/slide.js';
import { deckTheme, resolveThemeTokens, themeTokenColors } from '../../themes/index.js';
import type { FidelityWarning } from '../../warnings.js';
import { addFragmentAnimations } from './animations.js';
import { addDescriptions, type ObjectDescription } from './descriptions.js';
import { addBlocks } from './blocks.js';
import { markHeaderRows } from './tableHeaders.js';
import { SlideWriter, type PptxResources, type PptxTheme } from './context.js';
import { hexOr, inches } from './units.js';

export type { PptxResources, LoadedImage } from './context.js';
export type { MeasureWidth } from './textHeight.js';
export { codePaletteFromCss, DEFAULT_CODE_PALETTE, type CodePalette, type TokenStyle } from './code.js';

/** The deck-wide settings the file needs (columns of the Deck, not part of the document). */
export interface PptxDeck {
  title: string;
  author?: string;
  width: number;
  height: number;
  themeColor: string | null;
  themeFont: string | null;
}

/** What the writer produced. */
export interface PptxOutput {
  data: Uint8Array;
  warnings: FidelityWarning[];
}

/** Per-slide progress: (slides written, slides in all). */
export type PptxProgress = (done: number, total: number) => void;

function pptxTheme(deck: PptxDeck): PptxTheme {
  const theme = deckTheme(deck.themeColor, deck.themeFont);
  return {
    backgroundHex: hexOr(theme.background, 'FFFFFF'), textHex: hexOr(theme.text, '222222'),
    accentHex: hexOr(theme.accent, '1F63C6'), textCss: theme.text, fontFamily: theme.fontFamily,
  };
}

async function setBackground(w: SlideWriter, slide: SlideFields): Promise<void> {
  const bg = slide.background;
  const color = w.color(bg?.color);
  w.slide.background = { color: color?.hex ?? w.theme.backgroundHex };
  if (bg?.image) {
    const image = await w.resources.loadImage(bg.image);
    if (image) w.slide.background = { data: image.data };
    else w.warn(null, 'background image', 'could not be read; the background colour is kept');
    if (image && bg.size && bg.size !== 'cover') w.warn(null, 'background image', `size "${bg.size}" shown stretched to the slide`);
  }
  if (bg?.video) w.warn(null, 'background video', 'dropped (PowerPoint backgrounds cannot play video)');
}

/** Writes the deck as a .pptx file. */
export async function writePptx(doc: DeckDocument, deck: PptxDeck, resources: PptxResources, progress?: PptxProgress, signal?: AbortSignal): Promise<PptxOutput> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: 'DECK', width: inches(deck.width), height: inches(deck.height) });
  pptx.layout = 'DECK';
  pptx.title = deck.title;
  if (deck.author) pptx.author = deck.author;
  const theme = pptxTheme(deck);
  pptx.theme = { headFontFace: theme.fontFamily, bodyFontFace: theme.fontFamily };
  const warnings: FidelityWarning[] = [];
  // PowerPoint has no CSS variables: theme tokens become the deck theme's colours.
  const slides = listSlides(resolveThemeTokens(doc, themeTokenColors(deckTheme(deck.themeColor, deck.themeFont))));
  const animated: number[] = [];
  const withHeaders: number[] = [];
  const described = new Map<number, ObjectDescription[]>();
  for (const [i, { slide }] of slides.entries()) {
    signal?.throwIfAborted();
    const w = new SlideWriter(pptx, pptx.addSlide(), i + 1, theme, resources, warnings);
    if (slide.hidden) w.slide.hidden = true;
    await setBackground(w, slide);
    await addBlocks(w, slide);
    if (slide.notes.trim()) w.slide.addNotes(slide.notes);
    if (w.hasFragments) animated.push(i + 1);
    if (w.hasHeaderTables) withHeaders.push(i + 1);
    if (w.descriptions.length) described.set(i + 1, w.descriptions);
    if (slide.autoAnimate?.enabled) w.warn(null, 'auto-animate', 'shown without the animation');
    progress?.(i + 1, slides.length);
  }
  const written = await pptx.write({ outputType: 'uint8array', compression: true }) as Uint8Array;
  return { data: await addDescriptions(await addFragmentAnimations(await markHeaderRows(written, withHeaders), animated), described), warnings };
}
