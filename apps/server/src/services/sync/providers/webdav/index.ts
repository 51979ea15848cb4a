/**
 * WebDAV storage (Nextcloud, ownCloud and most NAS speak it) through the `webdav` client. Every request, redirects
 * included, goes through the SSRF guard: the first URL is vetted, and the client's agents resolve and connect only
 * to addresses the policy allows.
 */
import { createClient, type WebDAVClient } from 'webdav';
import { SYNC_MESSAGES } from '@podium/shared';
import { BlockedRequest, guardedAgents, vetRenderUrl } from '../../../../render/guardedFetch.js';
import { StorageFailure, type FailureField, type ProviderOptions, type StorageConnection, type StorageProviderImpl } from '../../provider.js';

/** The folder as a clean relative path ('' for the root); `..` and empty segments are dropped. */
export function folderPath(folder: string): string {
  return folder.split(/[\\/]+/).filter((part) => part && part !== '.' && part !== '..').join('/');
}

function clientFor(connection: StorageConnection, options: ProviderOptions): WebDAVClient {
  try {
    vetRenderUrl(connection.url, options.addressPolicy);
  } catch (error) {
    const invalid = !(error instanceof BlockedRequest) || !/private or loopback/.test(error.message);
    throw new StorageFailure(invalid ? SYNC_MESSAGES.urlInvalid : SYNC_MESSAGES.addressBlocked, 'url');
  }
  return createClient(connection.url, {
    username: connection.username,
    password: connection.password,
    ...guardedAgents(options.addressPolicy),
  });
}

/** True when the error (or one it wraps) is the SSRF guard's refusal. */
function isBlocked(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown; erroredSysCall?: unknown } | undefined, depth = 0; e && depth < 5; depth += 1) {
    if (e instanceof BlockedRequest || e.code === 'E_BLOCKED_ADDRESS') return true;
    e = (e.cause ?? e.erroredSysCall) as typeof e;
  }
  return false;
}

/** The user-facing failure for an error of the client; `otherwise` names what was being done. */
function failure(error: unknown, otherwise: { message: string; field: FailureField }): StorageFailure {
  if (error instanceof StorageFailure) return error;
  if (isBlocked(error)) return new StorageFailure(SYNC_MESSAGES.addressBlocked, 'url');
  const status = (error as { status?: unknown }).status;
  if (status === 401 || status === 403) return new StorageFailure(SYNC_MESSAGES.authFailed, 'password');
  if (typeof status !== 'number') return new StorageFailure(SYNC_MESSAGES.unreachable, 'url');
  return new StorageFailure(otherwise.message, otherwise.field);
}

/** Opens the folder, creating it (and its parents) when it is missing. */
async function ensureFolder(client: WebDAVClient, folder: string, signal: AbortSignal): Promise<void> {
  if (!folder) return;
  const found = await client.exists(`/${folder}`, { signal }).catch((error: unknown) => {
    throw failure(error, { message: SYNC_MESSAGES.folderFailed, field: 'folder' });
  });
  if (found) return;
  await client.createDirectory(`/${folder}`, { recursive: true, signal }).catch((error: unknown) => {
    throw failure(error, { message: SYNC_MESSAGES.folderFailed, field: 'folder' });
  });
}

export const webdavProvider: StorageProviderImpl = {
  id: 'webdav',
  async check(connection, options) {
    const client = clientFor(connection, options);
    // A PROPFIND on the root proves the address speaks WebDAV and the credentials are accepted.
    await client.stat('/', { signal: options.signal }).catch((error: unknown) => {
      throw failure(error, { message: SYNC_MESSAGES.notWebdav, field: 'url' });
    });
    await ensureFolder(client, folderPath(connection.folder), options.signal);
  },
  async upload(connection, name, file, options) {
    const client = clientFor(connection, options);
    const folder = folderPath(connection.folder);
    await ensureFolder(client, folder, options.signal);
    const target = `/${folder ? `${folder}/` : ''}${name}`;
    const written = await client.putFileContents(target, file.stream, { overwrite: true, contentLength: file.size, signal: options.signal })
      .catch((error: unknown) => {
        throw failure(error, { message: SYNC_MESSAGES.uploadFailed, field: null });
      });
    if (written === false) throw new StorageFailure(SYNC_MESSAGES.uploadFailed, null);
    return target;
  },
};
