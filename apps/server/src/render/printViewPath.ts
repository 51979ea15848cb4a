/**
 * The addresses of print views for the export renderer: a deck's (served by http/api/exports-render-page.ts) and a
 * theme's thumbnail slide (http/theme-thumbnail-page.ts).
 */

/** `/render/decks/{id}/print?token=…&print-pdf&…`: reveal.js's print layout with the export's options. */
export function printViewPath(deckId: number, token: string, options: { separateFragments: boolean; notes: boolean }): string {
  const query = new URLSearchParams({ token, separateFragments: String(options.separateFragments), notesPages: String(options.notes) });
  return `/render/decks/${deckId}/print?${query.toString()}&print-pdf`;
}

/** `/render/themes/{id}/thumbnail?token=…&print-pdf`: the theme's sample slide in reveal.js's print layout. */
export function themeThumbnailPath(themeId: number, token: string): string {
  return `/render/themes/${themeId}/thumbnail?${new URLSearchParams({ token }).toString()}&print-pdf`;
}
