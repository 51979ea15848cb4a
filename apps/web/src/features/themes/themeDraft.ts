/** The theme editor's draft: the theme's editable fields as form values, and what a save sends. */
import { ThemeSnippet, type ThemeFields, type ThemeJson } from '@podium/shared';
import { z } from 'zod';

/** Form values (snippets as JSON text, edited in a code field). */
export interface ThemeDraft {
  name: string;
  color: ThemeFields['color'];
  font: ThemeFields['font'];
  palette: string;
  size: string;
  center: boolean;
  rolling_links: boolean;
  transition: ThemeFields['transition'];
  background_transition: ThemeFields['background_transition'];
  less: string;
  html: string;
  js: string;
  snippets: string;
  default: boolean;
}

/** The draft of a saved theme. */
export function draftOf(theme: ThemeJson): ThemeDraft {
  return {
    name: theme.name, color: theme.color as ThemeDraft['color'], font: theme.font as ThemeDraft['font'], palette: theme.palette,
    size: `${theme.width}x${theme.height}`, center: theme.center, rolling_links: theme.rolling_links,
    transition: theme.transition as ThemeDraft['transition'], background_transition: theme.background_transition as ThemeDraft['background_transition'],
    less: theme.less, html: theme.html, js: theme.js, snippets: JSON.stringify(theme.snippets, null, 2), default: theme.default,
  };
}

const Snippets = z.array(ThemeSnippet);

/** The snippets of the JSON text, or the message saying what is wrong with it. */
export function parseSnippets(text: string): { snippets: ThemeSnippet[] } | { error: string } {
  let value: unknown;
  try {
    value = text.trim() ? JSON.parse(text) : [];
  } catch (error) {
    return { error: `Snippets are not valid JSON: ${(error as Error).message}` };
  }
  const parsed = Snippets.safeParse(value);
  return parsed.success ? { snippets: parsed.data } : { error: 'Snippets must be a list like [{"title": "Callout", "template": "<div>{{text}}</div>"}].' };
}

/** What a save sends for the draft (snippets already parsed). */
export function fieldsOf(draft: ThemeDraft, snippets: ThemeSnippet[]): Partial<ThemeFields> {
  const [width, height] = draft.size.split('x').map(Number);
  return {
    name: draft.name, color: draft.color, font: draft.font, palette: draft.palette, width: width!, height: height!,
    center: draft.center, rolling_links: draft.rolling_links, transition: draft.transition,
    background_transition: draft.background_transition, less: draft.less, html: draft.html, js: draft.js, snippets, default: draft.default,
  };
}
