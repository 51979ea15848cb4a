/** The file-storage providers this server offers: one folder per provider, one line here. */
import type { FileStorageProvider } from '@podium/shared';
import type { StorageProviderImpl } from '../provider.js';
import { webdavProvider } from './webdav/index.js';

const PROVIDERS: Record<FileStorageProvider, StorageProviderImpl> = {
  webdav: webdavProvider,
};

/** The provider of a stored connection. */
export function storageProvider(id: string): StorageProviderImpl {
  const provider = PROVIDERS[id as FileStorageProvider];
  if (!provider) throw new Error(`unknown file-storage provider ${id}`);
  return provider;
}
