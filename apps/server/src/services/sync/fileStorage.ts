/**
 * The signed-in user's file-storage connection: read it (never the password), save it (tested first: a connection
 * that does not work is not saved, and the form is told why), and remove it.
 */
import { eq } from 'drizzle-orm';
import { SYNC_MESSAGES, type FileStorageInput } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { fileStorages, type FileStorageRow } from '../../db/schema.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import { isPublicAddress } from '../embeds/publicAddress.js';
import { StorageFailure, type StorageConnection } from './provider.js';
import { storageProvider } from './providers/index.js';
import { seal, unseal } from './secretBox.js';

/** How long testing a connection may take before the user is told it could not be reached. */
export const CHECK_TIMEOUT_MS = 15_000;

function signedIn(ctx: ServiceContext) {
  if (!ctx.user) throw new SignInRequired();
  return ctx.user;
}

/** The user's connection row, or null. */
export async function findFileStorage(services: Pick<AppServices, 'db'>, userId: number): Promise<FileStorageRow | null> {
  const [row] = await services.db.select().from(fileStorages).where(eq(fileStorages.userId, userId)).limit(1);
  return row ?? null;
}

/** The stored password, or null when it cannot be read (sealed under another SESSION_SECRET). */
function storedPassword(services: AppServices, row: FileStorageRow): string | null {
  try {
    return unseal(row.secret, services.config.sessionSecret);
  } catch {
    return null;
  }
}

/** The connection a provider gets (password decrypted for this call only); StorageFailure when it cannot be read. */
export function connectionOf(services: AppServices, row: FileStorageRow): StorageConnection {
  const password = storedPassword(services, row);
  if (password === null) throw new StorageFailure(SYNC_MESSAGES.reconnect, 'password');
  return { url: row.url, username: row.username, password, folder: row.folder };
}

/** The signed-in user's connection, or null. */
export async function readFileStorage(ctx: ServiceContext): Promise<FileStorageRow | null> {
  return findFileStorage(ctx, signedIn(ctx).id);
}

/** Tests the connection and saves it; 422 with the reason on the field it points at when the storage refuses. */
export async function saveFileStorage(ctx: ServiceContext, input: FileStorageInput['file_storage']): Promise<FileStorageRow> {
  const user = signedIn(ctx);
  const existing = await findFileStorage(ctx, user.id);
  const url = input.url.trim();
  if (!/^https?:\/\//i.test(url)) throw Invalid.field('url', SYNC_MESSAGES.urlInvalid);
  if (!input.username.trim()) throw Invalid.field('username', SYNC_MESSAGES.authFailed);
  // Left out (or empty), the password keeps the stored one: the form never receives it back to resend.
  const password = input.password ? input.password : existing ? storedPassword(ctx, existing) : null;
  if (!password) throw Invalid.field('password', SYNC_MESSAGES.passwordRequired);
  const connection: StorageConnection = { url, username: input.username.trim(), password, folder: input.folder.trim() };
  try {
    await storageProvider(input.provider).check(connection, {
      addressPolicy: ctx.outboundAddressPolicy ?? isPublicAddress,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof StorageFailure) throw Invalid.field(error.field ?? 'url', error.message);
    throw error;
  }
  const values = {
    provider: input.provider, url, username: connection.username, folder: connection.folder,
    secret: seal(password, ctx.config.sessionSecret), updatedAt: new Date(),
  };
  const [saved] = await ctx.db.insert(fileStorages).values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: fileStorages.userId, set: values }).returning();
  return saved!;
}

/** Forgets the connection (decks set to sync then fail with "connect your file storage first"). */
export async function removeFileStorage(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(fileStorages).where(eq(fileStorages.userId, signedIn(ctx).id));
}
