/**
 * The "Accessibility" section of a block panel: the text a screen reader reads for the block (an image's or shape's
 * alternative text, a video's or embedded page's title) and, where a block can be mere decoration, a "Decorative"
 * toggle that hides it from screen readers. Text is committed on blur; empty removes it.
 */
import type { Block } from '@podium/deck';
import { CheckField, Section } from '../panels/fields';
import { useBlockProps } from './useBlockProps';

interface AccessibleNameSectionProps {
  block: Block;
  slideId: string;
  /** The prop holding the name: `alt` (images, shapes) or `title` (videos, iframes). */
  field: 'alt' | 'title';
  label: string;
  /** Offer the "Decorative" toggle (images and shapes). */
  decorative?: boolean;
  /** Where else the section shows (the accessibility check's fix): its own ids and test ids. */
  idPrefix?: string;
  testIdPrefix?: string;
}

/** AccessibleNameSection. */
export function AccessibleNameSection({ block, slideId, field, label, decorative = false, idPrefix = 'ed', testIdPrefix = 'block' }: AccessibleNameSectionProps) {
  const update = useBlockProps(block, slideId);
  const props = block.props as { alt?: string; title?: string; decorative?: boolean };
  const value = props[field] ?? '';
  const isDecorative = decorative && Boolean(props.decorative);
  const id = `${idPrefix}-${block.type}-${field}`;
  return (
    <Section title="Accessibility" columns={1}>
      <div className="ed-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id} key={`${block.id}:${value}`} defaultValue={value} maxLength={field === 'alt' ? 1000 : 300}
          disabled={isDecorative} data-testid={`${testIdPrefix}-${field}`}
          onBlur={(e) => e.target.value.trim() !== value && update(field, { [field]: e.target.value.trim() || undefined })}
        />
      </div>
      {decorative && (
        <>
          <CheckField
            label="Decorative" checked={isDecorative} testId={`${testIdPrefix}-decorative`}
            onCommit={(checked) => update('decorative', { decorative: checked || undefined }, false)}
          />
          <p className="ed-content-panel__note">Screen readers skip decorative {block.type === 'image' ? 'images' : 'shapes'}.</p>
        </>
      )}
    </Section>
  );
}
