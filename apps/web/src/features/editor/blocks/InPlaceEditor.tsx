/** The in-place editor of a content block on the canvas (tables: cell inputs; code: CodeMirror, loaded lazily). */
import type { Block } from '@podium/deck';
import { LazyCodeEditor } from './code/LazyCodeEditor';
import { TableEditor } from './table/TableEditor';
import './content-blocks.css';

/** The editor for `block` while it is being edited. */
export function InPlaceEditor({ block, slideId }: { block: Block; slideId: string }) {
  if (block.type === 'table') return <TableEditor block={block} slideId={slideId} />;
  if (block.type === 'code') return <LazyCodeEditor block={block} slideId={slideId} />;
  return null;
}
