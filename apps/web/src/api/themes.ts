/** Typed calls for team themes (SPEC §7 Themes CRUD, add/remove slide templates) and a deck's theme. */
import type { DeckThemeLookJson, ListJson, ThemeFields, ThemeJson, ThemeSaveJson } from '@podium/shared';
import { ApiError, del, get, post, put, request } from './client';

/** The look of the theme a deck wears (no HTML or JS: those run only in the sandboxed player), and its snippets. */
export type DeckThemeLook = DeckThemeLookJson;

/** The team's themes (enterprise team members). */
export function listThemes(signal?: AbortSignal): Promise<ListJson<ThemeJson>> {
  return get<ListJson<ThemeJson>>('/api/v1/themes.json', signal);
}

/** Creates a theme (enterprise managers). */
export function createTheme(fields: Partial<ThemeFields>): Promise<ThemeSaveJson> {
  return post<ThemeSaveJson>('/api/v1/themes.json', { theme: fields });
}

/** Saves a theme; `less_error` says where its CSS/LESS failed (the last good CSS stays in use). */
export function saveTheme(id: number, fields: Partial<ThemeFields>): Promise<ThemeSaveJson> {
  return put<ThemeSaveJson>(`/api/v1/themes/${id}.json`, { theme: fields });
}

/** Deletes a theme. */
export function deleteTheme(id: number): Promise<void> {
  return del<void>(`/api/v1/themes/${id}.json`);
}

/** Adds or removes slide templates of a theme. */
export async function changeThemeSlideTemplates(id: number, ids: number[], change: 'add' | 'remove'): Promise<ThemeJson> {
  const path = `/api/v1/themes/${id}/${change}_slide_template.json`;
  return (await request<{ theme: ThemeJson }>(change === 'add' ? 'POST' : 'DELETE', path, { body: { slide_template_ids: ids } })).theme;
}

/** The look of a theme of the deck owner's team (`themeId`, picked even if not saved yet), or null. */
export async function deckThemeLook(deckId: number, themeId: number, signal?: AbortSignal): Promise<DeckThemeLook | null> {
  return (await get<{ theme: DeckThemeLook | null }>(`/api/v1/decks/${deckId}/theme.json?theme_id=${themeId}`, signal)).theme;
}

/** A team slide template as the theme editor lists it. */
export interface SlideTemplateOption {
  id: number;
  name: string;
}

/** The team's slide templates, or null while the product has none to offer (no such endpoint). */
export async function listTeamSlideTemplates(signal?: AbortSignal): Promise<SlideTemplateOption[] | null> {
  try {
    const list = await get<ListJson<{ id: number; name?: string; title?: string }>>('/api/v1/team/slide_templates.json', signal);
    return list.results.map((t) => ({ id: t.id, name: t.name ?? t.title ?? `Template ${t.id}` }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
