/** The slide of a team slide template: checked against the deck schema like any slide of a document. */
import { validateDocument, type Slide } from '@podium/deck';
import { CURRENT_SCHEMA_VERSION } from '@podium/deck';
import { Invalid } from '../../domain/errors.js';

/** The validated slide, or Invalid with the schema's messages under `slide`. */
export function parseTemplateSlide(value: unknown): Slide {
  const result = validateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION, slides: [value] });
  if (!result.ok) {
    throw new Invalid({ slide: result.issues.slice(0, 5).map((i) => `${i.path.replace(/^slides\.0\.?/, '') || 'slide'}: ${i.message}`) });
  }
  return result.doc.slides[0]!;
}
