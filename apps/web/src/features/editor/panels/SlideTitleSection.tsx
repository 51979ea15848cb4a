/**
 * The slide's title for screen readers: the player names each slide "Slide 3 of 12: <title>", from this field or else
 * the slide's first heading (shown as the placeholder). Committed on blur; empty falls back to the heading.
 */
import { useMemo } from 'react';
import { SLIDE_TITLE_MAX } from '@podium/shared';
import type { SlideFields } from '@podium/deck';
import { useEditor } from '../state/EditorContext';
import { Section } from './fields';

/** The text of the slide's first heading, or '' when it has none. */
export function headingText(slide: SlideFields): string {
  for (const block of slide.blocks) {
    if (block.type !== 'text') continue;
    const match = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec((block.props as { html: string }).html);
    const text = match ? new DOMParser().parseFromString(match[1]!, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() : '';
    if (text) return text;
  }
  return '';
}

/** SlideTitleSection. */
export function SlideTitleSection({ slide, idPrefix = 'ed', testIdPrefix = 'slide' }: { slide: SlideFields; idPrefix?: string; testIdPrefix?: string }) {
  const { store } = useEditor();
  const heading = useMemo(() => headingText(slide), [slide]);
  const value = slide.title ?? '';
  return (
    <Section title="Title" columns={1}>
      <div className="ed-field">
        <label htmlFor={`${idPrefix}-slide-title`}>Slide title (read by screen readers)</label>
        <input
          id={`${idPrefix}-slide-title`} key={`${slide.id}:${value}`} defaultValue={value} maxLength={SLIDE_TITLE_MAX} data-testid={`${testIdPrefix}-title`}
          placeholder={heading || 'No heading on this slide'} aria-describedby={`${idPrefix}-slide-title-hint`}
          onBlur={(e) => {
            const title = e.target.value.replace(/\s+/g, ' ').trim();
            if (title !== value) store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { title: title || null } });
          }}
        />
        <p id={`${idPrefix}-slide-title-hint`} className="ed-content-panel__note">Empty: the slide’s first heading is used.</p>
      </div>
    </Section>
  );
}
