/**
 * The theme preview (SPEC §2 theme preview): a small sample deck — title, bullets, palette, quote — played with the
 * theme's look in the sandboxed player, so managers see CSS, HTML and JS exactly as decks will. The theme thumbnail
 * is one sample slide (title, a line of text, an accent shape) on the same player page, in its print view.
 */
import { CssColor, createBlock, emptySlide, themeToken, type DeckDocument } from '@podium/deck';
import { EXPORT_DEFAULTS, paletteColors } from '@podium/shared';
import type { ThemeRow } from '../db/schema.js';
import { playerPage, type PlayerDeck } from './playerPage.js';

/** The sample deck, sized like the theme, its palette shown as swatches. */
export function previewDocument(theme: Pick<ThemeRow, 'width' | 'height' | 'palette' | 'name'>): DeckDocument {
  const { width, height } = theme;
  const text = (html: string, y: number, h: number) => createBlock('text', { x: Math.round(width * 0.08), y, width: Math.round(width * 0.84), height: h, props: { html } });
  const colors = paletteColors(theme.palette).slice(0, 8);
  const swatch = Math.min(90, Math.floor((width * 0.84) / Math.max(colors.length, 1)) - 10);
  const swatches = colors.map((fill, i) => createBlock('shape', {
    x: Math.round(width * 0.08) + i * (swatch + 10), y: Math.round(height * 0.45), width: swatch, height: swatch,
    props: { kind: 'rect', fill, strokeWidth: 0, cornerRadius: 8 },
  }));
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    schemaVersion: 1,
    slides: [
      emptySlide([text(`<h1>${escape(theme.name)}</h1>`, Math.round(height * 0.3), 120), text('<p>A sample deck in this theme</p>', Math.round(height * 0.3) + 130, 60)]),
      emptySlide([text('<h2>Agenda</h2>', 60, 80), text('<ul><li>Where we are</li><li>What we <strong>learned</strong></li><li>Next steps, with <a href="#">a link</a></li></ul>', 160, 260)]),
      emptySlide([text('<h2>Palette</h2>', 60, 80), ...(swatches.length ? swatches : [text('<p>No palette colours yet.</p>', Math.round(height * 0.45), 60)])]),
      emptySlide([text('<blockquote>Simplicity is the ultimate sophistication.</blockquote>', Math.round(height * 0.35), 160)]),
    ],
  };
}

/**
 * The thumbnail's one slide: a title, a line of body text and an accent bar in the theme's first palette colour (or
 * the accent of its colours, as a theme token its CSS may redefine), laid out on the theme's slide size.
 */
export function thumbnailDocument(theme: Pick<ThemeRow, 'width' | 'height' | 'palette'>): DeckDocument {
  const { width, height } = theme;
  const accent = paletteColors(theme.palette).find((c) => CssColor.safeParse(c).success) ?? themeToken('accent');
  const text = (html: string, y: number, h: number) => createBlock('text', {
    x: Math.round(width * 0.08), y, width: Math.round(width * 0.84), height: h, props: { html },
  });
  const bar = Math.round(width * 0.16);
  const title = Math.round(height / 2) - 100;
  return {
    schemaVersion: 1,
    slides: [emptySlide([
      createBlock('shape', { x: Math.round((width - bar) / 2), y: title - 36, width: bar, height: 14, props: { kind: 'rect', fill: accent, strokeWidth: 0, cornerRadius: 7 } }),
      text('<h1>Presentation title</h1>', title, 100),
      text('<p>A line of body text in this theme.</p>', title + 120, 60),
    ])],
  };
}

/** A player deck of the theme's look (size, colour, font, transitions) showing `document`. */
function sampleDeck(theme: ThemeRow, document: DeckDocument, margin: number): PlayerDeck {
  return {
    id: 0, title: `${theme.name} preview`, slug: 'theme-preview', visibility: 'self', document,
    width: theme.width, height: theme.height, margin, center: theme.center, transition: theme.transition,
    backgroundTransition: theme.backgroundTransition, themeColor: theme.color, themeFont: theme.font, slideNumber: false,
    shouldLoop: true, rtl: false, shuffle: false, autoSlideInterval: 0, navigationMode: 'default', upsizingEnabled: true,
    cssOutput: null,
  };
}

/** The preview player page of a theme. */
export function themePreviewPage(theme: ThemeRow, publicUrl: string): string {
  const deck = sampleDeck(theme, previewDocument(theme), 0.05);
  return playerPage({ deck, owner: { username: 'theme', name: theme.name }, publicUrl, mode: 'preview', notes: false, theme });
}

/**
 * The page the thumbnail job captures: the thumbnail slide in the print view, like a deck's exports — the theme's
 * colours, font, CSS and HTML, its script left out (the page is a picture, not an app).
 */
export function themeThumbnailPage(theme: ThemeRow, publicUrl: string): string {
  const deck = sampleDeck(theme, thumbnailDocument(theme), EXPORT_DEFAULTS.margin);
  return playerPage({
    deck, owner: { username: 'theme', name: theme.name }, publicUrl, mode: 'fullscreen', notes: false, controls: false, theme, themeScript: false,
  });
}
