/** Reads and updates the signed-in user's settings (SPEC §3 UserSettings, defaults of §9). */
import { eq } from 'drizzle-orm';
import { USER_SETTINGS_DEFAULTS, type UpdateUserSettingsInput, type UserSettings } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { userSettings } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { SignInRequired } from '../../domain/errors.js';

type SettingsRow = typeof userSettings.$inferSelect;

const present = (row: SettingsRow | undefined): UserSettings => row ? {
  present_controls: row.presentControls,
  present_upsizing: row.presentUpsizing,
  export_controls: row.exportControls,
  export_separate_fragments: row.exportSeparateFragments,
  editor_fixed_notes: row.editorFixedNotes,
  media_sources: row.mediaSources,
} : { ...USER_SETTINGS_DEFAULTS };

/** The settings of a user (defaults when no row exists yet). */
export async function loadUserSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return present(row);
}

/** Upserts the given settings and returns all of them. */
export async function updateUserSettings({ ctx, input }: { ctx: Pick<ServiceContext, 'db' | 'user'>; input: UpdateUserSettingsInput['user_settings'] }): Promise<UserSettings> {
  if (!ctx.user) throw new SignInRequired();
  const values = {
    presentControls: input.present_controls,
    presentUpsizing: input.present_upsizing,
    exportControls: input.export_controls,
    exportSeparateFragments: input.export_separate_fragments,
    editorFixedNotes: input.editor_fixed_notes,
    mediaSources: input.media_sources,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await ctx.db.insert(userSettings).values({ userId: ctx.user.id, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set: Object.keys(set).length ? set : { userId: ctx.user.id } })
    .returning();
  return present(row);
}
