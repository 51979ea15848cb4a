/**
 * File-storage sync (SPEC §1 "sync decks to a file-storage sync service", §7 POST export.json): the user's storage
 * connection (WebDAV), each deck's sync setting and status, their API payloads, limits and messages.
 */
import { z } from 'zod';

/** Storage providers a user can connect (one folder each under apps/server/src/services/sync/providers/). */
export const FILE_STORAGE_PROVIDERS = ['webdav'] as const;
export type FileStorageProvider = (typeof FILE_STORAGE_PROVIDERS)[number];
/** Formats a deck can be synced as (the export job writes them). */
export const SYNC_FORMATS = ['pdf', 'zip'] as const;
export type SyncFormat = (typeof SYNC_FORMATS)[number];
export const SYNC_STATUSES = ['idle', 'pending', 'running', 'done', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** "Sync on save" waits until no save has come for this long, so a burst of saves makes one push. */
export const SYNC_SETTLE_MS = 5000;
export const SYNC_LIMITS = { urlMax: 2048, usernameMax: 255, passwordMax: 1024, folderMax: 1024 } as const;

export const SYNC_MESSAGES = {
  urlInvalid: 'Enter the WebDAV address of your file storage, starting with https:// or http://.',
  addressBlocked: 'That address is not allowed: your file storage must be on a public address.',
  authFailed: 'Your file storage did not accept this username and password (or app token).',
  unreachable: 'Your file storage could not be reached. Check the address and try again.',
  notWebdav: 'That address did not answer as WebDAV. Use the WebDAV address your storage shows (for Nextcloud: Settings › WebDAV).',
  folderFailed: 'The folder could not be opened or created on your file storage.',
  uploadFailed: 'The file could not be uploaded to your file storage.',
  notConnected: 'Connect your file storage in account settings first.',
  reconnect: 'Your file storage needs to be connected again in account settings (its saved password can no longer be read).',
  passwordRequired: 'Enter the password or app token.',
  exportFailed: 'The deck could not be exported for syncing.',
  notAllowed: 'You can no longer export this deck, so it was not synced.',
  interrupted: 'The sync was interrupted by a server restart. It will be tried again.',
  connected: 'File storage connected',
  disconnected: 'File storage disconnected',
} as const;

const text = (max: number) => z.string().max(max).refine((v) => !v.includes('\u0000'), 'Invalid character');

/** PUT /file_storage.json: the connection; the password may be left out to keep the stored one. */
export const FileStorageInput = z.object({
  file_storage: z.object({
    provider: z.enum(FILE_STORAGE_PROVIDERS).default('webdav'),
    url: text(SYNC_LIMITS.urlMax),
    username: text(SYNC_LIMITS.usernameMax),
    password: text(SYNC_LIMITS.passwordMax).optional(),
    folder: text(SYNC_LIMITS.folderMax).default(''),
  }),
});
export type FileStorageInput = z.infer<typeof FileStorageInput>;

/** A connection as the API returns it: never the password. */
export interface FileStorageView {
  provider: FileStorageProvider;
  url: string;
  username: string;
  folder: string;
  updated_at: string;
}

/** PUT /decks/{id}/sync.json. */
export const DeckSyncInput = z.object({
  sync: z.object({ format: z.enum(SYNC_FORMATS), sync_on_save: z.boolean() }),
});
export type DeckSyncInput = z.infer<typeof DeckSyncInput>;

/** POST /decks/{id}/export.json (push now); the format defaults to the deck's sync setting, else PDF. */
export const PushDeckInput = z.object({ sync: z.object({ format: z.enum(SYNC_FORMATS).optional() }).optional() });
export type PushDeckInput = z.infer<typeof PushDeckInput>;

/** A deck's sync for the signed-in user. */
export interface DeckSyncView {
  format: SyncFormat;
  sync_on_save: boolean;
  status: SyncStatus;
  last_error: string | null;
  last_synced_at: string | null;
  /** Where the last push put the file, inside the storage. */
  last_path: string | null;
}

/** GET /decks/{id}/sync.json. */
export interface DeckSyncResponse {
  sync: DeckSyncView | null;
  storage_connected: boolean;
}
