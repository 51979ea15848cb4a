/** The contract every block type folder fulfils; the registry indexes one definition per type, blocks/parsers.ts one parser. */
import type { z } from 'zod';
import type { Element } from 'domhandler';
import type { BlockType } from '@podium/shared';
import type { Block } from '../schema/block.js';
import type { Sanitize } from '../html/sanitize.js';
import type { ParseReport } from '../parse/report.js';

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

export interface BlockDefinition<T extends BlockType> {
  type: T;
  props: z.ZodType<PropsOf<T>>;
  defaultSize: { readonly width: number; readonly height: number };
  defaults(): PropsOf<T>;
  render(block: BlockOf<T>, ctx: RenderContext): RenderedContent;
  migrations: BlockMigrations;
}

/**
 * Reads props back from the `.sl-block-content` element written by `render`; null when not understood. Kept out of
 * BlockDefinition (see blocks/parsers.ts) so that code which only renders or edits never loads the HTML parser.
 */
export type BlockParser<T extends BlockType> = (content: Element, ctx: ParseContext) => ParsedContent<T> | null;
