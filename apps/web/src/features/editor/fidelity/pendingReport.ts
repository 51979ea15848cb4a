/**
 * The hand-off of an import's fidelity warnings to the editor of the imported deck: the import stores them for the
 * deck, and the editor takes them once (they are removed as they are read, so the report shows once per import).
 */
import type { FidelityWarning } from '@podium/deck';

/** The sessionStorage key of a deck's pending report (the e2e page object writes the same key). */
export function fidelityReportKey(deckId: number): string {
  return `podium:fidelity-report:${deckId}`;
}

const isWarning = (w: unknown): w is FidelityWarning =>
  typeof w === 'object' && w !== null && typeof (w as FidelityWarning).what === 'string' && typeof (w as FidelityWarning).why === 'string';

/** Keep an import's warnings for the editor of `deckId` (nothing is kept when there are none). */
export function rememberFidelityReport(deckId: number, warnings: readonly FidelityWarning[]): void {
  try {
    if (warnings.length) sessionStorage.setItem(fidelityReportKey(deckId), JSON.stringify(warnings));
  } catch {
    // Storage may be full or disabled; the report is a courtesy, the import itself succeeded.
  }
}

/** The pending warnings of a deck, removed as they are read; empty when there are none or they are unreadable. */
export function takeFidelityReport(deckId: number): FidelityWarning[] {
  try {
    const raw = sessionStorage.getItem(fidelityReportKey(deckId));
    if (raw === null) return [];
    sessionStorage.removeItem(fidelityReportKey(deckId));
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isWarning) : [];
  } catch {
    return [];
  }
}
