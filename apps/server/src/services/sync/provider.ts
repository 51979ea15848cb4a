/**
 * The contract of one file-storage provider (a folder under providers/<id>/): check a connection, and upload a file
 * into the connection's folder. Providers throw StorageFailure with the user-facing reason; they never log or return
 * the credentials they are given.
 */
import type { Readable } from 'node:stream';
import type { FileStorageProvider } from '@podium/shared';
import type { AddressPolicy } from '../../render/guardedFetch.js';

/** What a provider needs to reach the user's storage (the password already decrypted, for this call only). */
export interface StorageConnection {
  url: string;
  username: string;
  password: string;
  /** A folder inside the storage ('' for its root); created when missing. */
  folder: string;
}

/** Which part of the connection a failure points at (the settings form shows the message beside that field). */
export type FailureField = 'url' | 'password' | 'folder' | null;

/** Why the storage could not be used, in the user's words (SYNC_MESSAGES). */
export class StorageFailure extends Error {
  constructor(message: string, readonly field: FailureField) {
    super(message);
  }
}

export interface ProviderOptions {
  /** Which addresses may be contacted (public only, except in tests). */
  addressPolicy: AddressPolicy;
  signal: AbortSignal;
}

export interface StorageProviderImpl {
  id: FileStorageProvider;
  /** Signs in and opens (or creates) the folder; throws StorageFailure. */
  check(connection: StorageConnection, options: ProviderOptions): Promise<void>;
  /** Writes `name` into the folder (replacing an older copy) and returns its path inside the storage. */
  upload(connection: StorageConnection, name: string, file: { stream: Readable; size: number }, options: ProviderOptions): Promise<string>;
}
