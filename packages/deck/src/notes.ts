/** Speaker notes live on each slide of the document (one source); these read them out or strip them for readers who may not see them. */
import { listSlides } from './document.js';
import type { DeckDocument } from './schema/document.js';

/** The non-empty notes keyed by slide id (the `notes` map of the deck API). */
export function slideNotes(doc: DeckDocument): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const { slide } of listSlides(doc)) if (slide.notes) notes[slide.id] = slide.notes;
  return notes;
}

/** The document with every slide's notes emptied (for readers without access to notes). */
export function withoutNotes(doc: DeckDocument): DeckDocument {
  return {
    ...doc,
    slides: doc.slides.map((slide) => ({
      ...slide,
      notes: '',
      ...(slide.children ? { children: slide.children.map((child) => ({ ...child, notes: '' })) } : {}),
    })),
  };
}

/** The document with notes set from a map keyed by slide id (slides not in the map keep theirs). */
export function withNotes(doc: DeckDocument, notes: Readonly<Record<string, string>>): DeckDocument {
  const set = <S extends { id: string; notes: string }>(slide: S): S => (slide.id in notes ? { ...slide, notes: notes[slide.id]! } : slide);
  return {
    ...doc,
    slides: doc.slides.map((slide) => ({ ...set(slide), ...(slide.children ? { children: slide.children.map(set) } : {}) })),
  };
}
