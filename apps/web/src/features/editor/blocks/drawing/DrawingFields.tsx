/** Style fields of a selected drawing (Pen) block: stroke colour and width. */
import type { DrawingBlock } from '@podium/deck';
import { ColorField, NumberField, Section } from '../../panels/fields';

/** The drawing section of the block panel. */
export function DrawingFields({ block, onProps }: { block: DrawingBlock; onProps: (key: string, patch: Record<string, unknown>) => void }) {
  return (
    <Section title="Pen stroke">
      <ColorField label="Colour" value={block.props.color} onCommit={(color) => onProps('color', { color })} testId="style-drawing-color" />
      <NumberField label="Width" value={block.props.strokeWidth} min={1} max={100} onCommit={(strokeWidth) => onProps('strokeWidth', { strokeWidth })} testId="style-drawing-width" />
    </Section>
  );
}
