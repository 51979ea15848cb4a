/** The built-in deck templates as `GET /api/v1/deck_templates.json` lists them (built once: previews need no fresh ids). */
import { DECK_DEFAULTS, type DeckTemplateJson } from '@podium/shared';
import { countSlides } from '@podium/deck';
import { DECK_TEMPLATES } from '@podium/deck/templates';
import type { ServiceContext } from '../../context.js';
import { SignInRequired } from '../../domain/errors.js';

let listed: DeckTemplateJson[] | null = null;

/** Every built-in template with its slides (for thumbnails and the template preview). Signed-in users only. */
export function listDeckTemplates(ctx: Pick<ServiceContext, 'user'>): { results: DeckTemplateJson[]; total: number } {
  if (!ctx.user) throw new SignInRequired();
  listed ??= DECK_TEMPLATES.map((t) => {
    const doc = t.build();
    return {
      id: t.id, title: t.title, description: t.description, theme_color: t.theme_color, theme_font: t.theme_font,
      transition: t.transition, width: DECK_DEFAULTS.width, height: DECK_DEFAULTS.height, slide_count: countSlides(doc), slides: doc.slides,
    };
  });
  return { results: listed, total: listed.length };
}
