/** Team slide template rows as API JSON. */
import type { SlideTemplateJson } from '@podium/shared';
import type { SlideTemplateRow } from '../db/schema.js';

/** API JSON for a slide template. */
export function presentSlideTemplate(row: SlideTemplateRow): SlideTemplateJson {
  return { id: row.id, title: row.title, slide: row.slide, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}
