/** Typed calls of the exports API (SPEC §7 Exports: start, list, status polled). */
import type { ExportFormatName, ExportView, StartExportInput } from '@podium/shared';
import { get, post } from '../../api/client';

/** A deck's recent exports and the formats this server can export. */
export interface ExportList {
  results: ExportView[];
  total: number;
  formats: ExportFormatName[];
}

/** Lists the deck's recent exports (newest first). */
export function listExports(deckId: number, signal?: AbortSignal): Promise<ExportList> {
  return get<ExportList>(`/api/v1/decks/${deckId}/exports.json`, signal);
}

/** Starts an export; the answer is the queued export (202). */
export async function startExport(deckId: number, input: StartExportInput['export']): Promise<ExportView> {
  return (await post<{ export: ExportView }>(`/api/v1/decks/${deckId}/exports.json`, { export: input })).export;
}

/** Reads one export's status (polled while it runs). */
export async function fetchExport(deckId: number, exportId: string, signal?: AbortSignal): Promise<ExportView> {
  return (await get<{ export: ExportView }>(`/api/v1/decks/${deckId}/exports/${exportId}.json`, signal)).export;
}
