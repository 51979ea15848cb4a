/** Line panel: colour, thickness, style, end types and direction. */
import { LINE_END_TYPES, LINE_STYLES } from '@podium/deck';
import { NumberField, Section, SelectField } from '../../panels/fields';
import { ThemeColorField } from '../../panels/ThemeColorField';
import { optionsOf } from '../../panels/options';
import { useBlockProps } from '../useBlockProps';
import type { BlockEditorProps } from '../types';
import { LineDirection } from './LineDirection';

/** The line section of the block panel. */
export function LinePanel({ block, slideId }: BlockEditorProps<'line'>) {
  const update = useBlockProps(block, slideId);
  const p = block.props;
  return (
    <Section title="Line">
      <ThemeColorField label="Colour" value={p.color} onCommit={(color) => update('color', { color })} testId="style-line-color" />
      <NumberField label="Thickness" value={p.width} min={1} max={100} onCommit={(width) => update('lineWidth', { width })} />
      <SelectField label="Style" value={p.style} options={optionsOf(LINE_STYLES)} onCommit={(style) => update('lineStyle', { style })} />
      <SelectField label="Start" value={p.startType} options={optionsOf(LINE_END_TYPES)} onCommit={(startType) => update('start', { startType })} />
      <SelectField label="End" value={p.endType} options={optionsOf(LINE_END_TYPES)} onCommit={(endType) => update('end', { endType })} />
      <LineDirection block={block} onProps={update} />
    </Section>
  );
}
