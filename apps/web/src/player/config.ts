/**
 * The pure part of the player: what the server hands the page, and how deck settings (SPEC §3) plus the page's query
 * string (SPEC §2) become reveal.js options and page behaviour. No DOM here, so every rule is unit-tested.
 */
import { EXPORT_DEFAULTS, KIOSK, PRESENTATION, TIMERS } from '@podium/shared';

/** Which screen the player page serves; each only changes chrome, never what the deck may do. */
export type PlayerMode = 'fullscreen' | 'embed' | 'preview';

/** The embed footer (SPEC §2 embed page): style and what it shows. */
export interface EmbedFooterConfig {
  style: 'dark' | 'light' | 'hidden' | 'transparent';
  byline: boolean;
  share: boolean;
  author: string;
  authorUrl: string;
}

/** What the server hands the player page (in <script type="application/json" id="deck-config">). */
export interface PlayerConfig {
  mode: PlayerMode;
  deckId: number;
  title: string;
  /** The deck's show page, absolute (links out of an embed). */
  deckUrl: string;
  width: number;
  height: number;
  margin: number;
  center: boolean;
  transition: string;
  backgroundTransition: string;
  themeColor: string;
  themeFont: string;
  slideNumber: boolean;
  loop: boolean;
  rtl: boolean;
  shuffle: boolean;
  /** Seconds between slides; 0 is off. */
  autoSlide: number;
  navigationMode: string;
  controls: boolean;
  /** Upsizing: slides may scale above 1 (up to PRESENTATION.upsizingMaxScale) to fill big screens. */
  upsizing: boolean;
  embed?: EmbedFooterConfig;
  /** Where the speaker-notes page is (an offline ZIP ships its own beside index.html); the server's by default. */
  notesUrl?: string;
}

/** Podium's transition ids → reveal.js transitions (slides.com shows "default" as Convex; deprecated ones fall back). */
export function revealTransition(id: string): string {
  const map: Record<string, string> = { default: 'convex', linear: 'slide', cube: 'convex', page: 'slide' };
  return map[id] ?? id;
}

/** A boolean query flag: absent → fallback; "false", "0" and "no" → false; anything else (even empty) → true. */
export function queryFlag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  if (!query.has(name)) return fallback;
  return !['false', '0', 'no'].includes((query.get(name) ?? '').toLowerCase());
}

/** A non-negative integer query value in ms, or null when absent or not a number. */
export function queryMs(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
}

/** Kiosk mode (SPEC §4, §9): the kiosk screen loads the player with kiosk=1. */
export function isKiosk(query: URLSearchParams): boolean {
  return query.get('kiosk') === '1';
}

/** Auto-slide in ms: the autoSlide query wins, then the deck's interval, then (kiosk only) KIOSK.autoSlideMs. */
export function autoSlideMs(config: Pick<PlayerConfig, 'autoSlide'>, query: URLSearchParams): number {
  const fromQuery = queryMs(query, 'autoSlide');
  if (fromQuery !== null) return fromQuery;
  if (config.autoSlide > 0) return config.autoSlide * 1000;
  return isKiosk(query) ? KIOSK.autoSlideMs : 0;
}

/** The print view: reveal.js's print layout, asked for with `?print-pdf` (as reveal.js itself reads it). */
export function isPrintView(query: URLSearchParams): boolean {
  return query.has('print-pdf');
}

/**
 * Print-view options: one page per slide (pdfMaxPagesPerSlide 1), one per fragment step only when asked
 * (`separateFragments`), notes on pages of their own when asked (`showNotes`), and the margin of the export
 * defaults (SPEC §9: 0) unless the query gives one.
 */
export function printOptions(query: URLSearchParams): Record<string, unknown> {
  const margin = Number(query.get('margin') ?? EXPORT_DEFAULTS.margin);
  return {
    view: 'print',
    pdfMaxPagesPerSlide: 1,
    pdfSeparateFragments: queryFlag(query, 'separateFragments', EXPORT_DEFAULTS.separateFragments),
    // Not `showNotes`: reveal.js reads its own option names from the query and would override this value.
    showNotes: queryFlag(query, 'notesPages', false) ? 'separate-page' : false,
    margin: Number.isFinite(margin) && margin >= 0 && margin <= 1 ? margin : EXPORT_DEFAULTS.margin,
  };
}

/**
 * A transition as the viewer's motion setting allows: with `prefers-reduced-motion: reduce` every moving transition
 * becomes a fade ("none" stays a cut).
 */
export function calmTransition(id: string, reducedMotion: boolean): string {
  const transition = revealTransition(id);
  return reducedMotion && transition !== 'none' ? 'fade' : transition;
}

/**
 * reveal.js options from the deck config and the page's query string (SPEC §2 fullscreen and preview parameters);
 * `reducedMotion` (the viewer's `prefers-reduced-motion`) turns transitions into fades and auto-animate into cuts.
 */
export function revealOptions(config: PlayerConfig, query: URLSearchParams, reducedMotion = false): Record<string, unknown> {
  const noAutoplay = query.get('no-autoplay') === '1';
  const kiosk = isKiosk(query);
  return {
    width: config.width,
    height: config.height,
    margin: config.margin,
    center: config.center,
    transition: calmTransition(config.transition, reducedMotion),
    backgroundTransition: calmTransition(config.backgroundTransition, reducedMotion),
    ...(reducedMotion ? { autoAnimate: false } : {}),
    transitionSpeed: 'default',
    slideNumber: config.slideNumber,
    loop: kiosk || config.loop,
    rtl: config.rtl,
    shuffle: config.shuffle,
    controls: config.controls,
    progress: true,
    hash: true,
    respondToHashChanges: true,
    navigationMode: config.navigationMode,
    maxScale: config.upsizing ? PRESENTATION.upsizingMaxScale : 1,
    // Small frames (thumbnail previews, narrow embeds) stay slides, not reveal.js's automatic scroll view.
    scrollActivationWidth: 0,
    autoSlide: autoSlideMs(config, query),
    // A kiosk keeps going when someone touches it; elsewhere a key press pauses auto-slide as reveal.js does.
    autoSlideStoppable: !kiosk,
    fragments: queryFlag(query, 'fragments', true),
    autoPlayMedia: noAutoplay ? false : query.has('autoPlayMedia') ? queryFlag(query, 'autoPlayMedia', true) : null,
    postMessage: queryFlag(query, 'postMessage', true),
    postMessageEvents: queryFlag(query, 'postMessageEvents', false),
    showNotes: queryFlag(query, 'showNotes', false),
    ...(isPrintView(query) ? printOptions(query) : {}),
  };
}

/** Page behaviour outside reveal.js: media stripping, the slide to jump to, and the generic timers of SPEC §2. */
export interface PageBehaviour {
  /** no-autoplay=1: strip autoplay and mute background videos. */
  noAutoplay: boolean;
  jumpToSlideId: string | null;
  /** autoclose=ms: close a popup window (one with an opener) after that delay. */
  autoCloseMs: number | null;
  /** autoRefresh=ms: reload the page, never more often than every TIMERS.autoRefreshMinMs. */
  autoRefreshMs: number | null;
}

/** Reads the page behaviour of SPEC §2 from the query string. */
export function pageBehaviour(query: URLSearchParams): PageBehaviour {
  const autoClose = queryMs(query, 'autoclose');
  const autoRefresh = queryMs(query, 'autoRefresh');
  return {
    noAutoplay: query.get('no-autoplay') === '1',
    jumpToSlideId: query.get('jumpToSlideID') || null,
    autoCloseMs: autoClose && autoClose > 0 ? autoClose : null,
    autoRefreshMs: autoRefresh && autoRefresh > 0 ? Math.max(autoRefresh, TIMERS.autoRefreshMinMs) : null,
  };
}
