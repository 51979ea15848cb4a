/** Typed calls for deck templates, `fork_template` and the team's slide templates (SPEC §7). */
import type { DeckJson, DeckTemplateJson, ListJson, SlideTemplateJson } from '@podium/shared';
import { ApiError, del, get, post } from './client';
import type { EditorDeck } from './decks';

/** The built-in deck templates with their slides. */
export function listDeckTemplates(signal?: AbortSignal): Promise<ListJson<DeckTemplateJson>> {
  return get<ListJson<DeckTemplateJson>>('/api/v1/deck_templates.json', signal);
}

/** A new deck from a built-in template id or from one of the user's own decks (numeric id). */
export async function forkTemplate(source: string | number, title?: string): Promise<EditorDeck> {
  const body = title ? { deck: { title } } : {};
  return (await post<{ deck: EditorDeck }>(`/api/v1/decks/${encodeURIComponent(String(source))}/fork_template.json`, body)).deck;
}

/** The deck-limit-reached promotion page (SPEC §2) a refused create or fork leads to. */
export const deckLimitPath = (username: string) => `/${username}/deck_limit_reached.html`;

/** Whether a failed create or fork was the plan's deck limit (SPEC §7: the body carries `deck_limit`). */
export function isDeckLimit(error: unknown): boolean {
  return error instanceof ApiError && Boolean((error.body as { deck_limit?: unknown } | null)?.deck_limit);
}

/** The team's slide templates (members of a team only; 404 otherwise). */
export function listSlideTemplates(signal?: AbortSignal): Promise<ListJson<SlideTemplateJson>> {
  return get<ListJson<SlideTemplateJson>>('/api/v1/team/slide_templates.json', signal);
}

/** Saves a slide as a team slide template (team managers). */
export async function createSlideTemplate(title: string, slide: unknown): Promise<SlideTemplateJson> {
  return (await post<{ slide_template: SlideTemplateJson }>('/api/v1/team/slide_templates.json', { slide_template: { title, slide } })).slide_template;
}

/** Deletes a team slide template (team managers). */
export async function deleteSlideTemplate(id: number): Promise<void> {
  await del(`/api/v1/team/slide_templates/${id}.json`);
}

export type { DeckJson };
