/** The Block union: common fields plus a `type` tag and typed `props`. Groups nest blocks (children relative to the group). */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import { BlockBase } from './block-base.js';
import { TextProps } from '../blocks/text/props.js';
import { ImageProps } from '../blocks/image/props.js';
import { VideoProps } from '../blocks/video/props.js';
import { ShapeProps } from '../blocks/shape/props.js';
import { DrawingProps } from '../blocks/drawing/props.js';
import { LineProps } from '../blocks/line/props.js';
import { IframeProps } from '../blocks/iframe/props.js';
import { TableProps } from '../blocks/table/props.js';
import { CodeProps } from '../blocks/code/props.js';
import { MathProps } from '../blocks/math/props.js';
import { SnippetProps } from '../blocks/snippet/props.js';

export const TextBlock = lazySchema(() => BlockBase.extend({ type: z.literal('text'), props: TextProps }));
export const ImageBlock = lazySchema(() => BlockBase.extend({ type: z.literal('image'), props: ImageProps }));
export const VideoBlock = lazySchema(() => BlockBase.extend({ type: z.literal('video'), props: VideoProps }));
export const ShapeBlock = lazySchema(() => BlockBase.extend({ type: z.literal('shape'), props: ShapeProps }));
export const DrawingBlock = lazySchema(() => BlockBase.extend({ type: z.literal('drawing'), props: DrawingProps }));
export const LineBlock = lazySchema(() => BlockBase.extend({ type: z.literal('line'), props: LineProps }));
export const IframeBlock = lazySchema(() => BlockBase.extend({ type: z.literal('iframe'), props: IframeProps }));
export const TableBlock = lazySchema(() => BlockBase.extend({ type: z.literal('table'), props: TableProps }));
export const CodeBlock = lazySchema(() => BlockBase.extend({ type: z.literal('code'), props: CodeProps }));
export const MathBlock = lazySchema(() => BlockBase.extend({ type: z.literal('math'), props: MathProps }));
export const SnippetBlock = lazySchema(() => BlockBase.extend({ type: z.literal('snippet'), props: SnippetProps }));

/** Group props: the grouped blocks; their x/y are relative to the group's top-left corner. */
export const GroupProps = lazySchema(() => z.object({
  get children(): z.ZodArray<typeof Block> {
    return z.array(Block);
  },
}));
export type GroupProps = z.infer<typeof GroupProps>;
export const GroupBlock = lazySchema(() => BlockBase.extend({ type: z.literal('group'), props: GroupProps }));

export const Block = lazySchema(() => z.discriminatedUnion('type', [
  TextBlock, ImageBlock, VideoBlock, ShapeBlock, DrawingBlock, LineBlock, IframeBlock, TableBlock, CodeBlock,
  MathBlock, SnippetBlock, GroupBlock,
]));
export type Block = z.infer<typeof Block>;
export type TextBlock = z.infer<typeof TextBlock>;
export type ImageBlock = z.infer<typeof ImageBlock>;
export type VideoBlock = z.infer<typeof VideoBlock>;
export type ShapeBlock = z.infer<typeof ShapeBlock>;
export type DrawingBlock = z.infer<typeof DrawingBlock>;
export type LineBlock = z.infer<typeof LineBlock>;
export type IframeBlock = z.infer<typeof IframeBlock>;
export type TableBlock = z.infer<typeof TableBlock>;
export type CodeBlock = z.infer<typeof CodeBlock>;
export type MathBlock = z.infer<typeof MathBlock>;
export type SnippetBlock = z.infer<typeof SnippetBlock>;
export type GroupBlock = z.infer<typeof GroupBlock>;
