/**
 * The contract every block type folder fulfils: the registry indexes one definition per type (index.ts), and apart
 * from it one parser (parse.ts), one PowerPoint writer (pptx.ts) and one sample (sample.ts) per type.
 */
import type { z } from 'zod';
import type { Element } from 'domhandler';
import type { BlockType } from '@podium/shared';
import type { Block } from '../schema/block.js';
import type { Sanitize } from '../html/sanitize.js';
import type { ParseReport } from '../parse/report.js';
import type { Box, PptxBlockContext, SlideWriter } from '../export/pptx/context.js';

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type PropsOf<T extends BlockType> = BlockOf<T>['props'];

export interface RenderContext {
  sanitize: Sanitize;
  /** Write each block's auto-animate match key as `data-id` (set while rendering an auto-animate slide). */
  animateIds?: boolean;
  /** Renders a nested block (groups). */
  renderBlock(block: Block): string;
}

export interface ParseContext {
  /** Parses a nested `.sl-block` element (groups); null when it is not one. */
  parseBlock(el: Element): Block | null;
  /** The wrapper had no numeric width/height (slides.com lines are `width:auto`). */
  autoSized: boolean;
  /** The wrapper's box as read from its style (lines and cropped images place themselves inside it). */
  wrapper?: { x: number; y: number; width?: number | undefined; height?: number | undefined; autoHeight: boolean };
  /** The content element's inline style (text styles live there). */
  contentStyle?: ReadonlyMap<string, string>;
  /** Where a parser reports what it could not carry (the caller's report; absent in isolated tests). */
  report?: ParseReport;
}

/** What a type contributes inside `.sl-block-content`: extra attributes, extra style declarations, inner HTML. */
export interface RenderedContent {
  attrs?: ReadonlyArray<readonly [string, string | true | undefined]>;
  style?: ReadonlyArray<string | undefined | false>;
  html: string;
  /** The block grows with its content: the wrapper gets `height:auto` (the stored height is the last measured one). */
  autoHeight?: boolean;
}

/** A parse result; `box` overrides the wrapper's geometry when the markup carries it elsewhere (lines with auto size). */
export interface ParsedContent<T extends BlockType> {
  props: PropsOf<T>;
  box?: Partial<Pick<Block, 'x' | 'y' | 'width' | 'height'>>;
}

/** Upgrades raw props saved at `version - 1` to `version` (keys of the record are target versions). */
export type BlockMigrations = Readonly<Record<number, (props: Record<string, unknown>) => Record<string, unknown>>>;

/** What a definition's `text` gets besides the block. */
export interface TextContext {
  /** The plain text of an HTML fragment (the HTML parser stays out of the registry, as with `sanitize`). */
  htmlText(html: string): string;
  /** The texts of a nested block (groups). */
  blockText(block: Block): string[];
}

/** The string props of a type (the ones that can hold a URL). */
type UrlPropOf<T extends BlockType> = {
  [K in keyof PropsOf<T>]-?: NonNullable<PropsOf<T>[K]> extends string ? K : never;
}[keyof PropsOf<T>] & string;

/** A URL a block loads from its props: a medium the offline (ZIP) export copies beside the deck, or a link it keeps. */
export interface BlockMedium<T extends BlockType> {
  /** The prop holding the URL. */
  prop: UrlPropOf<T>;
  /** Its name in fidelity warnings (`image`, `video poster`). */
  what: string;
  /** Only ever shown from its site (a video provider's player, a web page): kept as a link and reported, never copied. */
  link?: boolean;
}

export interface BlockDefinition<T extends BlockType> {
  type: T;
  props: z.ZodType<PropsOf<T>>;
  defaultSize: { readonly width: number; readonly height: number };
  defaults(): PropsOf<T>;
  render(block: BlockOf<T>, ctx: RenderContext): RenderedContent;
  /** What a viewer reads on the block, in reading order (slide text for search); `[]` when it shows no text. */
  text(block: BlockOf<T>, ctx: TextContext): string[];
  /** The URLs it loads, in the order they are reported; `[]` when none (nested blocks are the caller's: groups). */
  media(block: BlockOf<T>): ReadonlyArray<BlockMedium<T>>;
  migrations: BlockMigrations;
}

/**
 * Reads props back from the `.sl-block-content` element written by `render`; null when not understood. Kept out of
 * BlockDefinition (see blocks/parsers.ts) so that code which only renders or edits never loads the HTML parser.
 */
export type BlockParser<T extends BlockType> = (content: Element, ctx: ParseContext) => ParsedContent<T> | null;

/**
 * Writes a block onto a PowerPoint slide (`toPptx`, in pptx.ts; indexed by blocks/pptx.generated.ts). Kept out of
 * BlockDefinition like the parser: the writers load MathJax, highlight.js and the HTML parser, which the editor never needs.
 */
export type BlockPptxWriter<T extends BlockType> = (w: SlideWriter, block: BlockOf<T>, box: Box, ctx: PptxBlockContext) => void | Promise<void>;

/**
 * A block of the type with content (sample.ts; indexed by blocks/samples.generated.ts, which only tests import):
 * blocks/exports.test.ts runs every type's sample through render, parse, the PowerPoint writer and slide text.
 */
export interface BlockSample<T extends BlockType> {
  props: PropsOf<T>;
  /** The block's size when the default size does not suit the props. */
  size?: { width: number; height: number };
  /** Words slide text must find for it; absent when the type shows no text (its `text` then gives none). */
  text?: string;
}
