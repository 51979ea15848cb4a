/** Image panel: the alternative text (committed on blur; empty removes it). */
import { Section } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';
import type { BlockEditorProps } from '../types';

/** The image section of the block panel. */
export function ImagePanel({ block, slideId }: BlockEditorProps<'image'>) {
  const update = useBlockProps(block, slideId);
  return (
    <Section title="Image" columns={1}>
      <div className="ed-field">
        <label htmlFor="ed-image-alt">Alternative text</label>
        <input id="ed-image-alt" defaultValue={block.props.alt ?? ''} key={block.id} maxLength={1000} onBlur={(e) => e.target.value !== (block.props.alt ?? '') && update('alt', { alt: e.target.value || null })} />
      </div>
    </Section>
  );
}
