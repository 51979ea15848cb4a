/** Image panel: the alternative text, or marked decorative. */
import { AccessibleNameSection } from '../AccessibleNameSection';
import type { BlockEditorProps } from '../types';

/** The image section of the block panel. */
export function ImagePanel({ block, slideId }: BlockEditorProps<'image'>) {
  return <AccessibleNameSection block={block} slideId={slideId} field="alt" label="Alternative text" decorative />;
}
