/** The address of a deck's print view for the export renderer (served by http/api/exports-render-page.ts). */

/** `/render/decks/{id}/print?token=…&print-pdf&…`: reveal.js's print layout with the export's options. */
export function printViewPath(deckId: number, token: string, options: { separateFragments: boolean; notes: boolean }): string {
  const query = new URLSearchParams({ token, separateFragments: String(options.separateFragments), notesPages: String(options.notes) });
  return `/render/decks/${deckId}/print?${query.toString()}&print-pdf`;
}
