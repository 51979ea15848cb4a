/** Deck templates and team slide templates: the popup rule of SPEC §6 and the API payloads of SPEC §7. */
import { z } from 'zod';
import type { DeckTemplatesMode } from './constants.js';

/** Whether New deck opens the template chooser: the user's `deckTemplateSelector` privilege, unless the team's mode is disabled (SPEC §6). */
export function deckTemplateSelectorOn(input: {
  privileges: { deckTemplateSelector: boolean };
  deck_templates_mode?: DeckTemplatesMode | null;
}): boolean {
  return input.privileges.deckTemplateSelector && input.deck_templates_mode !== 'disabled';
}

/** Whether the chooser may show the team's themes page (enterprise teams with themes, unless the mode says no themes). */
export function deckTemplateThemesOn(mode: DeckTemplatesMode | null | undefined): boolean {
  return mode !== 'disabled' && mode !== 'enabled_no_themes';
}

export const SLIDE_TEMPLATE_TITLE_MAX = 200;

/** `POST /api/v1/decks/{template}/fork_template.json`: optional title of the new deck. */
export const ForkTemplateInput = z.object({
  deck: z.object({ title: z.string().max(200).optional() }).strict().optional(),
});
export type ForkTemplateInput = z.infer<typeof ForkTemplateInput>;

/** `{slide_template: {title, slide}}`: the slide is checked against the deck schema by the server. */
export const SlideTemplateInput = z.object({
  slide_template: z.object({
    title: z.string().trim().min(1, 'Can not be empty').max(SLIDE_TEMPLATE_TITLE_MAX),
    slide: z.unknown(),
  }).strict(),
});
export type SlideTemplateInput = z.infer<typeof SlideTemplateInput>;

/** A built-in deck template as `GET /api/v1/deck_templates.json` lists it (`slides` is its document's slides, for previews). */
export interface DeckTemplateJson {
  id: string;
  title: string;
  description: string;
  theme_color: string;
  theme_font: string;
  transition: string;
  width: number;
  height: number;
  slide_count: number;
  slides: unknown[];
}

/** A team slide template. */
export interface SlideTemplateJson {
  id: number;
  title: string;
  slide: unknown;
  created_at: string;
  updated_at: string;
}
