/** Typed calls of the imports API (SPEC §7 /imports.json, /imports/{id}.json). */
import { TIMERS, MESSAGES, type ImportFormatName, type ImportView } from '@podium/shared';
import { get, upload } from '../../api/client';

/** The user's recent imports and the formats this server reads. */
export interface ImportList {
  results: ImportView[];
  formats: ImportFormatName[];
}

/** Lists the user's recent imports and what the server can import. */
export function listImports(signal?: AbortSignal): Promise<ImportList> {
  return get<ImportList>('/api/v1/imports.json', signal);
}

/**
 * Uploads a file to import (multipart field `file`), reporting the upload's progress 0..1; the answer is the queued
 * import (202). The upload gives up after the SPEC §9 import timeout.
 */
export async function startImport(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ImportView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { import: view } = await upload<{ import: ImportView }>('/api/v1/imports.json', form, {
    onProgress, timeoutMs: TIMERS.importSocketTimeoutMs, timeoutMessage: MESSAGES.importTimedOut, ...(signal ? { signal } : {}),
  });
  return view;
}

/** Reads one import's status (polled while it runs). */
export async function fetchImport(importId: string, signal?: AbortSignal): Promise<ImportView> {
  return (await get<{ import: ImportView }>(`/api/v1/imports/${importId}.json`, signal)).import;
}
