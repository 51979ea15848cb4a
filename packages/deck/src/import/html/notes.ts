/** Speaker notes a page keeps apart from its slides (slides.com's `SLConfig`), put on the slides they belong to. */
import { LIMITS } from '@podium/shared';
import type { DeckDocument } from '../../schema/document.js';
import type { SlideFields } from '../../schema/slide.js';
import type { FidelityWarning } from '../../warnings.js';

/** The document with each slide's separate notes added to its own (`<aside class="notes">`) ones; losses reported. */
export function withPageNotes(doc: DeckDocument, notes: Record<string, string>, warnings: FidelityWarning[]): DeckDocument {
  const unused = new Set(Object.keys(notes));
  let number = 0;
  const withNotes = <S extends SlideFields>(slide: S): S => {
    number += 1;
    const extra = Object.hasOwn(notes, slide.id) ? notes[slide.id]!.trim() : '';
    unused.delete(slide.id);
    if (!extra || slide.notes.includes(extra)) return slide;
    const text = slide.notes.trim() ? `${slide.notes.trim()}\n\n${extra}` : extra;
    if (text.length > LIMITS.speakerNotesMax) warnings.push({ slide: number, what: 'speaker notes', why: `cut to ${LIMITS.speakerNotesMax} characters` });
    return { ...slide, notes: text.slice(0, LIMITS.speakerNotesMax) };
  };
  const slides = doc.slides.map((s) => {
    const top = withNotes(s);
    return s.children ? { ...top, children: s.children.map(withNotes) } : top;
  });
  if (unused.size) warnings.push({ what: `speaker notes of ${unused.size} slide${unused.size === 1 ? '' : 's'}`, why: 'dropped: their slides are not in the page' });
  return { ...doc, slides };
}
