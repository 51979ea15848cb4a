/** Typed calls for "Your data": the account export (all decks and the account's data) and deleting the account. */
import type { AccountExportView } from '@podium/shared';
import { get, post, request } from './client';

interface ExportEnvelope {
  export: AccountExportView;
}

/** Where the account's data downloads as a JSON file, at once. */
export const ACCOUNT_DATA_JSON_URL = '/api/v1/account/data.json?download';

/** The newest account export, or null when there is none. */
export async function fetchLatestAccountExport(signal?: AbortSignal): Promise<AccountExportView | null> {
  return (await get<{ export: AccountExportView | null }>('/api/v1/account/exports.json', signal)).export;
}

/** One account export's status (polled while it runs). */
export async function fetchAccountExport(id: string, signal?: AbortSignal): Promise<AccountExportView> {
  return (await get<ExportEnvelope>(`/api/v1/account/exports/${encodeURIComponent(id)}.json`, signal)).export;
}

/** Starts an export of every deck (or answers the one already running). */
export async function startAccountExport(): Promise<AccountExportView> {
  return (await post<ExportEnvelope>('/api/v1/account/exports.json', {})).export;
}

/** Deletes the signed-in account for good; the server answers 422 for a wrong password or a team still owned. */
export async function deleteAccount(currentPassword: string): Promise<string> {
  return (await request<{ message: string }>('DELETE', '/api/v1/users.json', { body: { user: { current_password: currentPassword } } })).message;
}
