/**
 * The HTML of the deck player page and of the notes page. Both run in the sandbox of http/player.ts; the slides are
 * rendered by the deck package and sanitised on top of that (a layer, not the boundary).
 */
import { PLAYER_ADDON_BLOCK_TYPES, PRESENTATION, type EmbedStyle } from '@podium/shared';
import { loadDocument, render, type DeckDocument } from '@podium/deck';
import type { DeckRow, UserRow } from '../db/schema.js';
import { serverSanitizer } from './sanitizer.js';
import { escapeHtml, scriptSafeJson } from './html.js';
import { lookBody, lookStyles, type PlayerTheme } from './playerLook.js';

export type PlayerMode = 'fullscreen' | 'embed' | 'preview';

/** How the embed footer looks (already limited to what the deck's plan allows). */
export interface EmbedOptions {
  style: EmbedStyle;
  byline: boolean;
  share: boolean;
}

/** The deck columns the player page reads (a DeckRow has them all). */
export type PlayerDeck = Pick<DeckRow,
  'id' | 'title' | 'slug' | 'visibility' | 'document' | 'width' | 'height' | 'margin' | 'center' | 'transition' |
  'backgroundTransition' | 'themeColor' | 'themeFont' | 'slideNumber' | 'shouldLoop' | 'rtl' | 'shuffle' |
  'autoSlideInterval' | 'navigationMode' | 'upsizingEnabled' | 'cssOutput'>;

export interface PlayerPageInput {
  deck: PlayerDeck;
  owner: Pick<UserRow, 'username' | 'name'>;
  publicUrl: string;
  mode: PlayerMode;
  /** Speaker notes go into the page (shared notes, or a viewer who may edit). */
  notes: boolean;
  /** A revision's document instead of the deck's current one (preview). */
  document?: DeckDocument;
  embed?: EmbedOptions;
  /** reveal.js's on-screen arrows; off where an app page drives the deck (live presenting and watching). */
  controls?: boolean;
  /** Where the player's scripts and styles are: the server's `/player/`, or a relative folder in an offline ZIP. */
  assetBase?: string;
  /** The speaker-notes page, when it is not the server's (an offline ZIP). */
  notesUrl?: string;
  /** The team theme the deck wears: its colour, font and transitions win over the deck's, and its CSS, HTML and JS apply. */
  theme?: PlayerTheme | null;
  /** Leave the theme's script out (pages whose CSP does not carry its hash: exports). */
  themeScript?: boolean;
}

/** Highlighting and KaTeX are heavy: their scripts (run before the player's, which hands their plugins to reveal.js) load only when used. */
function playerAddOns(slides: string, assetBase: string): string {
  return PLAYER_ADDON_BLOCK_TYPES
    // Inline math in text (`<span class="math-inline">`, from Markdown's `$…$`) is typeset by the math add-on too.
    .filter((type) => slides.includes(`data-block-type="${type}"`) || (type === 'math' && slides.includes('class="math-inline"')))
    .map((type) => `<link rel="stylesheet" href="${assetBase}player-${type}.css"><script src="${assetBase}player-${type}.js" defer></script>\n`)
    .join('');
}

/** The player HTML for a deck. */
export function playerPage({
  deck, owner, publicUrl, mode, notes, document, embed, controls = PRESENTATION.controls, assetBase = '/player/', notesUrl,
  theme, themeScript = true,
}: PlayerPageInput): string {
  const authorUrl = `${publicUrl}/${owner.username}`;
  const config = {
    mode, deckId: deck.id, title: deck.title, deckUrl: `${authorUrl}/${deck.slug}`,
    width: deck.width, height: deck.height, margin: deck.margin, center: deck.center,
    transition: theme?.transition ?? deck.transition, backgroundTransition: theme?.backgroundTransition ?? deck.backgroundTransition,
    themeColor: theme?.color ?? deck.themeColor, themeFont: theme?.font ?? deck.themeFont,
    slideNumber: deck.slideNumber, loop: deck.shouldLoop, rtl: deck.rtl, shuffle: deck.shuffle,
    autoSlide: deck.autoSlideInterval, navigationMode: deck.navigationMode, controls,
    upsizing: deck.upsizingEnabled && PRESENTATION.upsizing,
    ...(embed ? { embed: { ...embed, author: owner.name || owner.username, authorUrl } } : {}),
    ...(notesUrl ? { notesUrl } : {}),
  };
  // loadDocument is the identity for a deck loadDeck already loaded; it migrates a row read any other way.
  const slides = render(document ?? loadDocument(deck.document), { sanitize: serverSanitizer(), notes });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${deck.visibility === 'all' && mode !== 'preview' ? 'index' : 'noindex'}">
<title>${escapeHtml(deck.title)}</title><link rel="stylesheet" href="${assetBase}player.css">
<script type="application/json" id="deck-config">${scriptSafeJson(config)}</script>
${playerAddOns(slides, assetBase)}<script src="${assetBase}player.js" defer></script>
${lookStyles(theme, deck.cssOutput)}</head>
<body><div class="reveal"><div class="slides">
${slides}
</div></div>${lookBody(theme && !themeScript ? { ...theme, js: '' } : theme)}</body></html>`;
}

/** The speaker-notes page, its script under `assetBase`; it receives the notes from the player window that opened it. */
export function notesPage(assetBase = '/player/'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Speaker notes</title><meta name="robots" content="noindex">
<style>
body { margin: 0; font: 18px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; background: #16181d; color: #f3f4f6; }
header { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 12px 20px; background: #22252c; }
h1 { font-size: 18px; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta { display: flex; gap: 16px; align-items: center; font-variant-numeric: tabular-nums; color: #c9ced6; }
main { padding: 20px; max-width: 60rem; }
#notes-body { font-size: 24px; }
.notes-empty { color: #9aa1ab; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #5b6270; background: #2d313a; color: inherit; cursor: pointer; }
button:focus-visible { outline: 2px solid #4c8dff; outline-offset: 2px; }
</style>
<script src="${assetBase}notes.js" defer></script></head>
<body><header><h1 id="notes-title">Speaker notes</h1>
<div class="meta"><span id="notes-position" data-testid="notes-position"></span><span id="notes-timer" aria-label="Elapsed time"></span>
<button type="button" id="notes-prev">Previous</button><button type="button" id="notes-next">Next</button></div></header>
<main><div id="notes-body" data-testid="notes-body" aria-live="polite"></div></main></body></html>`;
}

/** The server's speaker-notes page (/reveal/notes.html). */
export const NOTES_PAGE = notesPage();
