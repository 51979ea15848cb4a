/**
 * Deck-wide settings a slides page carries besides its slides: Podium's own player config (`#deck-config`, in every
 * HTML and ZIP export), slides.com's `SLConfig` (settings and speaker notes keyed by slide id), reveal.js's
 * `Reveal.initialize({ width, height })` and its theme stylesheet. Whatever is read is returned under the deck setting
 * names; whatever is there but not carried is reported.
 */
import type { FidelityWarning } from '../../warnings.js';
import { revealThemeLook, revealThemeName } from './revealThemes.js';
import { assignedJson, parseObject, scriptById } from './scriptJson.js';

/** Deck settings read from a page, named as the deck's settings are (checked against the deck schema by the caller). */
export type PageDeckSettings = Partial<Record<
  'width' | 'height' | 'margin' | 'center' | 'transition' | 'backgroundTransition' | 'themeColor' | 'themeFont' |
  'slideNumber' | 'shouldLoop' | 'rtl' | 'shuffle' | 'autoSlideInterval' | 'navigationMode' | 'upsizingEnabled',
  string | number | boolean
>>;

export interface PageSettings {
  settings: PageDeckSettings;
  title?: string;
  /** Speaker notes kept apart from the slides (slides.com's `SLConfig.deck.notes`), by slide id. */
  notes: Record<string, string>;
  /** A plain reveal.js page (neither Podium's own export nor slides.com's): its theme's rules are reveal.js's. */
  plainReveal: boolean;
  warnings: FidelityWarning[];
}

type Json = Record<string, unknown>;
type Setting = keyof PageDeckSettings;

/** Podium's player config names → deck settings. */
const PODIUM_CONFIG: Record<string, Setting> = {
  width: 'width', height: 'height', margin: 'margin', center: 'center', transition: 'transition',
  backgroundTransition: 'backgroundTransition', themeColor: 'themeColor', themeFont: 'themeFont', slideNumber: 'slideNumber',
  loop: 'shouldLoop', rtl: 'rtl', shuffle: 'shuffle', autoSlide: 'autoSlideInterval', navigationMode: 'navigationMode',
  upsizing: 'upsizingEnabled',
};

/** slides.com's deck fields → deck settings. */
const SLIDES_COM_DECK: Record<string, Setting> = {
  width: 'width', height: 'height', margin: 'margin', center: 'center', transition: 'transition',
  background_transition: 'backgroundTransition', theme_color: 'themeColor', theme_font: 'themeFont',
  slide_number: 'slideNumber', loop: 'shouldLoop', should_loop: 'shouldLoop', rtl: 'rtl', shuffle: 'shuffle',
  auto_slide_interval: 'autoSlideInterval', navigation_mode: 'navigationMode', upsizing_enabled: 'upsizingEnabled',
};

/** slides.com deck fields that describe the deck's record, not how it looks or plays: nothing to carry. */
const SLIDES_COM_RECORD = new Set([
  'id', 'slug', 'title', 'description', 'user', 'owner', 'team', 'created_at', 'updated_at', 'published_at', 'visibility',
  'slide_count', 'thumbnail_url', 'view_count', 'language', 'notes', 'data', 'version', 'url', 'access_token', 'collaborative',
]);

const isSettingValue = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);

function copySettings(source: Json, names: Record<string, Setting>, into: PageDeckSettings): void {
  for (const [name, setting] of Object.entries(names)) {
    const value = source[name];
    if (isSettingValue(value)) into[setting] = value;
  }
}

/** A value that sets something (not empty, off or zero): only those are worth reporting when they are not carried. */
const isSet = (v: unknown): boolean =>
  v !== null && v !== undefined && v !== false && v !== 0 && v !== '' && !(typeof v === 'object' && Object.keys(v).length === 0);

function readSlidesCom(config: Json, out: PageSettings): void {
  const deck = config.deck && typeof config.deck === 'object' ? (config.deck as Json) : undefined;
  if (!deck) {
    out.warnings.push({ what: 'slides.com settings (SLConfig)', why: 'dropped: they hold no deck; the defaults are used' });
    return;
  }
  copySettings(deck, SLIDES_COM_DECK, out.settings);
  if (typeof deck.title === 'string' && deck.title.trim()) out.title = deck.title.trim();
  if (deck.notes && typeof deck.notes === 'object') {
    for (const [id, text] of Object.entries(deck.notes as Json)) if (typeof text === 'string' && text.trim()) out.notes[id] = text;
  }
  const dropped = Object.keys(deck).filter((k) => !SLIDES_COM_RECORD.has(k) && !(k in SLIDES_COM_DECK) && isSet(deck[k]));
  if (dropped.length) out.warnings.push({ what: `slides.com deck settings ${dropped.sort().join(', ')}`, why: 'dropped: Podium does not import them' });
}

/** The slide size `Reveal.initialize({ width: 1280, height: 720 })` configures, if sensible. */
export function revealSlideSize(html: string): { width: number; height: number } | undefined {
  const config = /Reveal\.(?:initialize|configure)\s*\(\s*\{([\s\S]*?)\}\s*\)/.exec(html)?.[1] ?? '';
  const width = Number(/\bwidth\s*:\s*(\d{2,5})\b/.exec(config)?.[1]);
  const height = Number(/\bheight\s*:\s*(\d{2,5})\b/.exec(config)?.[1]);
  const ok = (n: number) => Number.isInteger(n) && n >= 100 && n <= 10000;
  return ok(width) && ok(height) ? { width, height } : undefined;
}

function readRevealTheme(html: string, out: PageSettings): void {
  const name = revealThemeName(html);
  if (!name) return;
  const look = revealThemeLook(name);
  if (!look) {
    out.warnings.push({ what: `reveal.js theme "${name}"`, why: 'dropped: not a reveal.js theme Podium knows; the default theme is used' });
    return;
  }
  out.settings.themeColor = look.themeColor;
  out.settings.themeFont = look.themeFont;
  out.warnings.push({ what: `reveal.js theme "${name}"`, why: `replaced by the nearest Podium theme: colour ${look.themeColor}, font ${look.themeFont} (for ${look.font})` });
}

/** The deck settings, title and separate speaker notes a slides page carries, and what of them was not carried. */
export function readPageSettings(html: string): PageSettings {
  const out: PageSettings = { settings: {}, notes: {}, plainReveal: false, warnings: [] };
  const podiumRaw = scriptById(html, 'deck-config');
  const podium = podiumRaw === undefined ? undefined : parseObject(podiumRaw);
  if (podium) {
    copySettings(podium, PODIUM_CONFIG, out.settings);
    if (/<style\b[^>]*\bid=["']?(?:deck|theme)-css\b/i.test(html)) out.warnings.push({ what: 'custom CSS', why: 'dropped: a page\'s styles are not imported; add them again in the deck\'s CSS' });
  } else if (podiumRaw !== undefined) {
    out.warnings.push({ what: 'Podium deck settings (deck-config)', why: 'dropped: not readable JSON; the defaults are used' });
  }
  const slidesCom = assignedJson(html, 'SLConfig');
  if (slidesCom) readSlidesCom(slidesCom, out);
  else if (slidesCom === null) out.warnings.push({ what: 'slides.com settings (SLConfig)', why: 'dropped: not readable JSON; the defaults and the slides\' own notes are used' });
  if (!podium && !slidesCom) {
    out.plainReveal = podiumRaw === undefined && slidesCom === undefined;
    Object.assign(out.settings, revealSlideSize(html));
    readRevealTheme(html, out);
  }
  if (/<base\b[^>]*\bhref\s*=/i.test(html)) out.warnings.push({ what: 'base address (<base href>)', why: 'not applied: relative addresses of pictures and links are read as written' });
  return out;
}
