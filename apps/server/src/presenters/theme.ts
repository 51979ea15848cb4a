/** API JSON for team themes (SPEC §3 Theme). */
import type { DeckThemeLookJson, ThemeJson, ThemeSnippet } from '@podium/shared';
import type { ThemeRow } from '../db/schema.js';
import type { ThemeView } from '../services/themes/themeCrud.js';

/** A theme with its slide template ids and whether it is its team's default. */
export function presentTheme({ theme, slideTemplateIds, isDefault }: ThemeView): ThemeJson {
  return {
    id: theme.id,
    name: theme.name,
    width: theme.width,
    height: theme.height,
    center: theme.center,
    rolling_links: theme.rollingLinks,
    font: theme.font,
    color: theme.color,
    transition: theme.transition,
    background_transition: theme.backgroundTransition,
    font_typekit: theme.fontTypekit,
    font_google: theme.fontGoogle,
    html: theme.html,
    less: theme.less,
    css: theme.css,
    js: theme.js,
    snippets: theme.snippets as ThemeSnippet[],
    palette: theme.palette,
    slide_template_ids: slideTemplateIds,
    thumbnail_url: theme.thumbnailUrl,
    default: isDefault,
    updated_at: theme.updatedAt.toISOString(),
  };
}

/** The look of the theme a deck wears: a theme's HTML and JS run in the sandboxed player, never in an app page, so the editor gets neither. */
export function presentDeckThemeLook(theme: ThemeRow): DeckThemeLookJson {
  return {
    id: theme.id, name: theme.name, color: theme.color, font: theme.font, transition: theme.transition,
    background_transition: theme.backgroundTransition, css: theme.css, palette: theme.palette,
    snippets: theme.snippets as ThemeSnippet[], updated_at: theme.updatedAt.toISOString(),
  };
}
