/** The media storage limit in force for a user: their own when an operator set one, else their plan's. */
import { effectiveStorageLimit } from '@podium/shared';
import type { Config } from '../../config.js';
import type { UserRow } from '../../db/schema.js';

/** Bytes the user may store in total; 0 means unlimited. */
export function storageLimitOf(config: Pick<Config, 'storageLimits'>, user: Pick<UserRow, 'accountType' | 'storageLimit'>): number {
  return effectiveStorageLimit({ account_type: user.accountType, storage_limit: user.storageLimit }, config.storageLimits);
}
