/**
 * Opening the outbox's IndexedDB database, with the plain IndexedDB API so the main bundle can start it the moment an
 * editor URL is opened: opening takes tens of milliseconds, which then overlap with loading the editor's code and
 * the deck instead of coming after them. outbox.ts wraps the opened database with `idb`.
 */
export const OUTBOX_DB = { name: 'podium-editor', version: 1, store: 'outbox', deckIndex: 'deckId' } as const;

let opening: Promise<IDBDatabase> | null = null;

/** The opened database (one open per page; a failed open is tried again on the next call). */
export function openOutboxDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB.name, OUTBOX_DB.version);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(OUTBOX_DB.store, { keyPath: 'key' }).createIndex(OUTBOX_DB.deckIndex, 'deckId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
