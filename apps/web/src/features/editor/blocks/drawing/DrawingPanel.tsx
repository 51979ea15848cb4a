/** Style fields of a selected drawing (Pen) block: stroke colour and width. */
import { NumberField, Section } from '../../panels/fields';
import { ThemeColorField } from '../../panels/ThemeColorField';
import { useBlockProps } from '../useBlockProps';
import type { BlockEditorProps } from '../types';

/** The drawing section of the block panel. */
export function DrawingPanel({ block, slideId }: BlockEditorProps<'drawing'>) {
  const update = useBlockProps(block, slideId);
  return (
    <Section title="Pen stroke">
      <ThemeColorField label="Colour" value={block.props.color} onCommit={(color) => update('color', { color })} testId="style-drawing-color" />
      <NumberField label="Width" value={block.props.strokeWidth} min={1} max={100} onCommit={(strokeWidth) => update('strokeWidth', { strokeWidth })} testId="style-drawing-width" />
    </Section>
  );
}
