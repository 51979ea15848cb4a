/** Team themes (SPEC §3 Theme, §7 Themes CRUD): payload schemas and the JSON the API answers, for server and web. */
import { z } from 'zod';
import { BACKGROUND_TRANSITIONS, THEME_FONTS, TRANSITIONS, V1_THEME_COLORS } from './constants.js';
import { DeckFields, INT32_MAX } from './api.js';

/** Limits of a theme's text fields (their editors are code editors, so these are generous). */
export const THEME_LIMITS = { nameMax: 200, codeMax: 200_000, paletteMax: 2000, snippetsMax: 100, snippetMax: 20_000 } as const;

/** How long the server lets a theme's LESS compile (in a worker thread it then stops), and the worker's heap. */
export const LESS_COMPILE = { timeoutMs: 5000, maxHeapMb: 256 } as const;

const DbId = z.number().int().min(1).max(INT32_MAX);

/** A snippet: an HTML template with `{{variables}}` offered in the editor of decks using the theme. */
export const ThemeSnippet = z.object({
  title: z.string().max(THEME_LIMITS.nameMax),
  template: z.string().max(THEME_LIMITS.snippetMax),
});
export type ThemeSnippet = z.infer<typeof ThemeSnippet>;

/** Theme fields a manager may set; every one optional on update. `default` makes it the team's default theme. */
export const ThemeFields = z.object({
  name: z.string().max(THEME_LIMITS.nameMax),
  width: z.number().int().min(1).max(10000),
  height: z.number().int().min(1).max(10000),
  center: z.boolean(),
  rolling_links: z.boolean(),
  font: z.enum(THEME_FONTS),
  color: z.enum(V1_THEME_COLORS),
  transition: z.enum(TRANSITIONS),
  background_transition: z.enum(BACKGROUND_TRANSITIONS),
  font_typekit: z.string().max(200).nullable(),
  font_google: z.string().max(200).nullable(),
  html: z.string().max(THEME_LIMITS.codeMax),
  less: z.string().max(THEME_LIMITS.codeMax),
  js: z.string().max(THEME_LIMITS.codeMax),
  snippets: z.array(ThemeSnippet).max(THEME_LIMITS.snippetsMax),
  palette: z.string().max(THEME_LIMITS.paletteMax),
  default: z.boolean(),
});
export type ThemeFields = z.infer<typeof ThemeFields>;

export const ThemeInput = z.object({ theme: ThemeFields.partial().default({}) });
export type ThemeInput = z.infer<typeof ThemeInput>;

export const SlideTemplateIdsInput = z.object({ slide_template_ids: z.array(DbId).min(1).max(100) });
export type SlideTemplateIdsInput = z.infer<typeof SlideTemplateIdsInput>;

/**
 * PUT /decks/{id}/theme.json: the deck's theme and the look fields that go with it. A team theme sets colour, font
 * and transitions unless the same payload names its own; `theme_id: null` takes the theme off. `version` is the base
 * version (409 when stale); without it the current version is the base, as a look change touches no content.
 */
export const DeckThemeInput = z.object({
  deck: DeckFields.pick({ theme_id: true, theme_color: true, theme_font: true, transition: true, background_transition: true })
    .partial()
    .extend({ version: z.number().int().min(0).max(INT32_MAX - 1).optional() }),
});
export type DeckThemeInput = z.infer<typeof DeckThemeInput>;

/** A deck's team theme as GET/PUT /decks/{id}/theme.json answer it: the look only (its HTML and JS run in the player). */
export interface DeckThemeLookJson {
  id: number;
  name: string;
  color: string;
  font: string;
  transition: string;
  background_transition: string;
  css: string;
  palette: string;
  /** HTML templates with `{{variables}}` the editor's Snippet menu offers. */
  snippets: ThemeSnippet[];
  updated_at: string;
}

/** Where a LESS source failed to compile (1-based line and column). */
export interface LessError {
  message: string;
  line: number | null;
  column: number | null;
}

/** A theme as the API answers it. `css` is the last source that compiled; `less` is what was written. */
export interface ThemeJson {
  id: number;
  name: string;
  width: number;
  height: number;
  center: boolean;
  rolling_links: boolean;
  font: string;
  color: string;
  transition: string;
  background_transition: string;
  font_typekit: string | null;
  font_google: string | null;
  html: string;
  less: string;
  css: string;
  js: string;
  snippets: ThemeSnippet[];
  palette: string;
  slide_template_ids: number[];
  thumbnail_url: string | null;
  default: boolean;
  updated_at: string;
}

/** A save's answer: the theme, and the LESS error when its source did not compile (the last good CSS is kept). */
export interface ThemeSaveJson {
  theme: ThemeJson;
  less_error: LessError | null;
}

/** The colours of a palette field ("#fff, #336699 ,red" → ["#fff", "#336699", "red"]). */
export function paletteColors(palette: string): string[] {
  return palette.split(',').map((c) => c.trim()).filter(Boolean);
}

/** The `{{variables}}` of a snippet template, each once, in order. */
export function snippetVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((m) => m[1]!))];
}

/** A snippet template with its variables filled in (values are HTML-escaped; unknown variables become empty). */
export function fillSnippet(template: string, values: Record<string, string>): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // Own values only: a variable named like an Object.prototype member ({{constructor}}) is not a value.
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_m, name: string) => escape(Object.hasOwn(values, name) ? values[name]! : ''));
}
