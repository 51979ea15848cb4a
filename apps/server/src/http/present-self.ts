/** The signed-in user's own JSON (with e-mail and settings), used by pages and account endpoints. */
import type { UserJson } from '@podium/shared';
import type { AppServices } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { presentUser } from '../presenters/user.js';
import { viewOfUser } from '../services/users/findUser.js';
import { loadUserSettings } from '../services/users/userSettings.js';
import { storageLimitOf } from '../services/media/storageLimit.js';

/** Presents a user to themself. */
export async function presentSelf(services: AppServices, user: UserRow): Promise<UserJson> {
  const [view, settings] = await Promise.all([viewOfUser(services.db, user), loadUserSettings(services.db, user.id)]);
  const storageLimit = storageLimitOf(services.config, user);
  return presentUser(view, { self: true, publicUrl: services.config.publicUrl, settings, storageLimit });
}
