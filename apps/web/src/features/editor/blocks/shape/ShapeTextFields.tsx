/** Text inside a shape: the words (line breaks kept), their colour and size. */
import { useId } from 'react';
import type { ShapeBlock } from '@podium/deck';
import { ColorField, NumberField, Section } from '../../panels/fields';

/** The "Text in shape" section of the block panel. */
export function ShapeTextFields({ block, onProps }: { block: ShapeBlock; onProps: (key: string, patch: Record<string, unknown>) => void }) {
  const id = useId();
  return (
    <Section title="Text in shape">
      <div className="ed-field ed-field--wide">
        <label htmlFor={id}>Text</label>
        <textarea
          id={id}
          key={block.id}
          rows={2}
          maxLength={10000}
          defaultValue={block.props.text ?? ''}
          data-testid="style-shape-text"
          onChange={(e) => onProps('text', { text: e.target.value || null })}
        />
      </div>
      <ColorField label="Text colour" value={block.props.textColor} onCommit={(textColor) => onProps('textColor', { textColor })} testId="style-shape-text-color" />
      <NumberField label="Text size" value={block.props.textSize ?? 32} min={4} max={400} onCommit={(textSize) => onProps('textSize', { textSize })} testId="style-shape-text-size" />
    </Section>
  );
}
