/** Shape panel: kind, fill, stroke, corner radius, the text inside the shape, and its alternative text. */
import { SHAPE_KINDS, themeToken } from '@podium/deck';
import { ColorField, NumberField, Section, SelectField } from '../../panels/fields';
import { ThemeColorField } from '../../panels/ThemeColorField';
import { useBlockProps } from '../useBlockProps';
import type { BlockEditorProps } from '../types';
import { ShapeTextFields } from './ShapeTextFields';
import { AccessibleNameSection } from '../AccessibleNameSection';
import { optionsOf } from '../../panels/options';

/** The shape sections of the block panel. */
export function ShapePanel({ block, slideId }: BlockEditorProps<'shape'>) {
  const update = useBlockProps(block, slideId);
  const p = block.props;
  return (
    <>
      <Section title="Shape">
        <SelectField label="Kind" value={p.kind} options={optionsOf(SHAPE_KINDS)} onCommit={(kind) => update('kind', { kind })} />
        <ThemeColorField label="Fill" value={p.fill} themeValue={themeToken('accent')} onCommit={(fill) => update('fill', { fill })} testId="style-fill" />
        <ColorField label="Stroke" value={p.stroke} onCommit={(stroke) => update('stroke', { stroke, strokeWidth: p.strokeWidth || 2 })} />
        <NumberField label="Stroke width" value={p.strokeWidth} min={0} max={100} onCommit={(strokeWidth) => update('strokeWidth', { strokeWidth })} />
        {p.kind === 'rect' && <NumberField label="Corner radius" value={p.cornerRadius} min={0} max={1000} onCommit={(cornerRadius) => update('radius', { cornerRadius })} />}
      </Section>
      <ShapeTextFields block={block} onProps={update} />
      <AccessibleNameSection block={block} slideId={slideId} field="alt" label="Alternative text" decorative />
    </>
  );
}
