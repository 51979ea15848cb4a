/**
 * YAML front matter at the top of a Markdown deck (reveal-md, Marp, Slidev and friends write deck settings there): read
 * as deck settings, never shown as a slide. What Podium has no setting for is reported.
 */
import { parse as parseYaml } from 'yaml';
import { THEME_FONTS, TRANSITIONS, V1_THEME_COLORS } from '@podium/shared';
import { revealThemeLook } from '../import/html/revealThemes.js';
import type { PageDeckSettings } from '../import/html/pageSettings.js';
import type { FidelityWarning } from '../warnings.js';
import { DEFAULT_SEPARATORS, literalSeparatorLine, type MarkdownSeparators } from './split.js';

export interface FrontMatter {
  /** The Markdown after the front matter (all of it when there is none). */
  body: string;
  title?: string;
  /** Slide separators the front matter sets (reveal-md's `separator` and `verticalSeparator`), when plain lines. */
  separators?: Partial<MarkdownSeparators>;
  settings: PageDeckSettings;
  warnings: FidelityWarning[];
}

const OPENING = /^---[ \t]*\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/m;
/** Marp's slide sizes. */
const MARP_SIZES: Record<string, [number, number]> = { '16:9': [1280, 720], '4:3': [960, 720] };
/** Keys that configure the Markdown tool itself and change nothing Podium shows. */
const TOOL_KEYS = new Set(['marp', 'notesSeparator', 'highlightTheme', 'math', 'layout', 'lang']);

const has = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && list.includes(value as T);
const dims = (value: unknown): [number, number] | undefined => {
  if (typeof value !== 'string') return undefined;
  const preset = MARP_SIZES[value.trim()];
  const m = /^(\d{2,5})\s*[x×]\s*(\d{2,5})$/i.exec(value.trim());
  return preset ?? (m ? [Number(m[1]), Number(m[2])] : undefined);
};

/** reveal-md's separators: a plain line is used, anything else is reported (the default stays). */
function readSeparator(key: 'separator' | 'verticalSeparator', value: unknown, out: FrontMatter): void {
  const literal = typeof value === 'string' ? literalSeparatorLine(value) : undefined;
  const field = key === 'separator' ? 'horizontal' : 'vertical';
  if (literal) {
    out.separators = { ...out.separators, [field]: literal };
    return;
  }
  const fallback = [DEFAULT_SEPARATORS[field]].flat().map((f) => `"${f}"`).join(' or ');
  out.warnings.push({ what: `front matter ${key} "${String(value)}"`, why: `is not a plain line: ${fallback} is used` });
}

function readTheme(name: unknown, out: FrontMatter): void {
  if (has(V1_THEME_COLORS, name)) {
    out.settings.themeColor = name;
    return;
  }
  const look = typeof name === 'string' ? revealThemeLook(name.toLowerCase()) : null;
  if (look) {
    out.settings.themeColor = look.themeColor;
    out.settings.themeFont ??= look.themeFont;
    out.warnings.push({ what: `theme "${String(name)}"`, why: `replaced by the nearest Podium theme: colour ${look.themeColor}, font ${look.themeFont} (for ${look.font})` });
  } else {
    out.warnings.push({ what: `theme "${String(name)}"`, why: 'dropped: not a theme Podium knows; the default theme is used' });
  }
}

/** Settings from an object of reveal.js options (reveal-md's `revealOptions`). */
function readRevealOptions(options: Record<string, unknown>, out: FrontMatter, dropped: string[]): void {
  for (const [key, value] of Object.entries(options)) {
    if ((key === 'width' || key === 'height') && typeof value === 'number') out.settings[key] = value;
    else if (key === 'transition' && has(TRANSITIONS, value)) out.settings.transition = value;
    else if (key === 'slideNumber' && typeof value === 'boolean') out.settings.slideNumber = value;
    else if (key === 'loop' && typeof value === 'boolean') out.settings.shouldLoop = value;
    else if ((key === 'center' || key === 'rtl' || key === 'shuffle') && typeof value === 'boolean') out.settings[key] = value;
    else dropped.push(`revealOptions.${key}`);
  }
}

/** The front matter of a Markdown deck, read; a leading block that is not a YAML mapping is left as Markdown. */
export function readFrontMatter(markdown: string): FrontMatter {
  const text = markdown.replace(/\r\n?/g, '\n');
  const none: FrontMatter = { body: markdown, settings: {}, warnings: [] };
  const open = OPENING.exec(text);
  if (!open) return none;
  const rest = text.slice(open[0].length);
  const close = CLOSING.exec(rest);
  if (!close) return none;
  let data: unknown;
  try {
    data = parseYaml(rest.slice(0, close.index));
  } catch {
    return none;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return none;
  const out: FrontMatter = { body: rest.slice(close.index + close[0].length).replace(/^\n/, ''), settings: {}, warnings: [] };
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === 'title' && typeof value === 'string') out.title = value.trim() || undefined;
    else if (key === 'theme') readTheme(value, out);
    else if ((key === 'font' || key === 'themeFont') && has(THEME_FONTS, value)) out.settings.themeFont = value;
    else if (key === 'size' && dims(value)) [out.settings.width, out.settings.height] = dims(value)!;
    else if ((key === 'width' || key === 'height') && typeof value === 'number') out.settings[key] = value;
    else if (key === 'transition' && has(TRANSITIONS, value)) out.settings.transition = value;
    else if (key === 'paginate' && typeof value === 'boolean') out.settings.slideNumber = value;
    else if (key === 'separator' || key === 'verticalSeparator') readSeparator(key, value, out);
    else if (key === 'revealOptions' && value && typeof value === 'object' && !Array.isArray(value)) readRevealOptions(value as Record<string, unknown>, out, dropped);
    else if (!TOOL_KEYS.has(key)) dropped.push(key);
  }
  if (dropped.length) out.warnings.push({ what: `front matter ${dropped.join(', ')}`, why: 'dropped: Podium has no deck setting for it' });
  return out;
}
