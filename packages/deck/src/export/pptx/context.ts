/** What every block writer gets: the slide being written, the theme in PowerPoint's terms, resources and the report. */
import type PptxGenJS from 'pptxgenjs';
import type { Block } from '../../schema/block.js';
import type { FidelityWarning } from '../../warnings.js';
import type { CodeTheme } from '../../blocks/code/languages.js';
import type { CodePalette } from './code.js';
import { pptxColor, type PptxColor } from './units.js';
import type { ObjectDescription } from './descriptions.js';
import type { MeasureWidth } from './textHeight.js';
import { TABLE_HEADER_NAME } from './tableHeaders.js';

/** A block's box in slide px, after the groups it sits in are applied. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees clockwise. */
  rotation: number;
}

/** What a block writer (blocks/<type>/pptx.ts) gets besides the slide: a way to write the blocks it holds. */
export interface PptxBlockContext {
  /** Writes a nested block (a group's child) at its box in slide space, named as its fragment step when it is one. */
  addBlock(block: Block, box: Box): Promise<void>;
}

/** An image's bytes as pptxgenjs takes them. */
export interface LoadedImage {
  /** `image/png;base64,…` (a data URL without the `data:` prefix also works). */
  data: string;
  /** Natural size in px, when known. */
  width?: number;
  height?: number;
}

/** What the writer needs from its host (the server gives media, rasterising and stylesheets; tests can give less). */
export interface PptxResources {
  /** An image by its URL (uploaded media, a data: URL); null when it cannot be read here (external or missing). */
  loadImage(url: string): Promise<LoadedImage | null>;
  /** An SVG (math, drawings) as the image to embed, e.g. a 2× PNG; without it the SVG itself is embedded. */
  svgImage?(svg: string, widthPx: number, heightPx: number): Promise<string>;
  /** A code theme's colours; without it every theme uses monokai's. */
  codePalette?(theme: CodeTheme): CodePalette;
  /** Font metrics: the width in px of a text at a size in a family; without it text heights are estimated generously. */
  measureText?: MeasureWidth;
  /**
   * A link as someone opening the file elsewhere can follow it (the app's own addresses, like `/media/…`, made
   * absolute); without it links are written as they are.
   */
  absoluteUrl?(url: string): string;
}

/** The deck theme as PowerPoint takes it. */
export interface PptxTheme {
  backgroundHex: string;
  textHex: string;
  accentHex: string;
  /** `#rrggbb`, for SVG. */
  textCss: string;
  fontFamily: string;
}

/** The name pptxgenjs gives the objects of a fragment block, read back to build its click animation. */
export const FRAGMENT_NAME = /^podium-fragment-(\d+)-(in|out)-/;

/** The slide being written and its share of the fidelity report. */
export class SlideWriter {
  /** Set while a fragment block is written: its objects are named so animations.ts can find them. */
  objectName: string | undefined;
  /** Whether a table on this slide has a header row (tableHeaders.ts marks it in the file). */
  hasHeaderTables = false;
  /** Whether any object on this slide belongs to a fragment. */
  hasFragments = false;
  /** Set while a block with alternative text (or marked decorative) is written: its objects are named for descriptions.ts. */
  describedName: string | undefined;
  /** The descriptions of this slide's described blocks, indexed by the number in their objects' names. */
  readonly descriptions: ObjectDescription[] = [];

  constructor(
    readonly pptx: PptxGenJS,
    readonly slide: PptxGenJS.Slide,
    /** 1-based, in reading order. */
    readonly slideNumber: number,
    readonly theme: PptxTheme,
    readonly resources: PptxResources,
    private readonly warnings: FidelityWarning[],
  ) {}

  private named<T extends object>(options: T, marker?: string): T {
    const name = [this.objectName, this.describedName, marker].filter(Boolean).join(' ');
    return name ? { ...options, objectName: name } : options;
  }

  /** A link's address as the file should carry it (see PptxResources.absoluteUrl). */
  url(url: string): string {
    return this.resources.absoluteUrl?.(url) ?? url;
  }

  /** Options with their hyperlink's address made absolute. */
  private linked<T extends { hyperlink?: PptxGenJS.HyperlinkProps }>(options: T): T {
    const url = options.hyperlink?.url;
    return url ? { ...options, hyperlink: { ...options.hyperlink, url: this.url(url) } } : options;
  }

  /** A block's CSS colour for PowerPoint, `currentColor` being the theme's text colour. */
  color(css: string | null | undefined): PptxColor | null {
    return pptxColor(css, this.theme.textHex);
  }

  /** Adds a text box (or a shape with text). */
  text(text: string | PptxGenJS.TextProps[], options: PptxGenJS.TextPropsOptions): void {
    const runs = typeof text === 'string' ? text : text.map((run) => (run.options ? { ...run, options: this.linked(run.options) } : run));
    this.slide.addText(runs, this.named(this.linked(options)));
  }

  /** Adds a preset shape. */
  shape(name: PptxGenJS.SHAPE_NAME, options: PptxGenJS.ShapeProps): void {
    this.slide.addShape(name, this.named(this.linked(options)));
  }

  /** Adds a picture. */
  image(options: PptxGenJS.ImageProps): void {
    this.slide.addImage(this.named(this.linked(options)));
  }

  /** Adds a native table; one whose first row is a header is marked so tableHeaders.ts can say so in its XML. */
  table(rows: PptxGenJS.TableRow[], options: PptxGenJS.TableProps, header = false): void {
    this.slide.addTable(rows, this.named(options, header ? TABLE_HEADER_NAME : undefined));
    if (header) this.hasHeaderTables = true;
  }

  /** Records something about a block that PowerPoint does not carry as it was. */
  warn(block: { id: string } | null, what: string, why: string): void {
    this.warnings.push({ slide: this.slideNumber, ...(block ? { block: block.id } : {}), what, why });
  }
}
