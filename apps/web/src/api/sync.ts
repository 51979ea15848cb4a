/** Typed calls for file-storage sync: the user's storage connection and a deck's sync (SPEC §7 POST export.json). */
import type { DeckSyncInput, DeckSyncResponse, DeckSyncView, FileStorageInput, FileStorageView, SyncFormat } from '@podium/shared';
import { del, get, post, put } from './client';

/** The user's connection, or null when none is saved. */
export async function fetchFileStorage(signal?: AbortSignal): Promise<FileStorageView | null> {
  return (await get<{ file_storage: FileStorageView | null }>('/api/v1/file_storage.json', signal)).file_storage;
}

/** Tests and saves the connection (422 with the reason on a field when the storage refuses it). */
export async function saveFileStorage(input: Partial<FileStorageInput['file_storage']>): Promise<FileStorageView> {
  return (await put<{ file_storage: FileStorageView }>('/api/v1/file_storage.json', { file_storage: input })).file_storage;
}

export async function removeFileStorage(): Promise<void> {
  await del<unknown>('/api/v1/file_storage.json');
}

export async function fetchDeckSync(deckId: number, signal?: AbortSignal): Promise<DeckSyncResponse> {
  return get<DeckSyncResponse>(`/api/v1/decks/${deckId}/sync.json`, signal);
}

export async function saveDeckSync(deckId: number, input: DeckSyncInput['sync']): Promise<DeckSyncView> {
  return (await put<{ sync: DeckSyncView }>(`/api/v1/decks/${deckId}/sync.json`, { sync: input })).sync;
}

export async function removeDeckSync(deckId: number): Promise<void> {
  await del<unknown>(`/api/v1/decks/${deckId}/sync.json`);
}

/** Pushes the deck to the storage now. */
export async function pushDeck(deckId: number, format?: SyncFormat): Promise<DeckSyncView> {
  return (await post<{ sync: DeckSyncView }>(`/api/v1/decks/${deckId}/export.json`, { sync: format ? { format } : {} })).sync;
}
