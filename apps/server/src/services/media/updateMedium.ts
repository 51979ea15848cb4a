/** Changes a medium's label (SPEC §5: at most 200 characters; checked by the input schema). */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media, type MediaRow } from '../../db/schema.js';
import { loadMedium } from './loadMedium.js';
import type { Library } from './library.js';

/** Saves the label (blank clears it) and returns the row. */
export async function updateMedium({ ctx, library, id, label }: { ctx: ServiceContext; library?: Library; id: number; label: string | null }): Promise<MediaRow> {
  const row = await loadMedium({ ctx, library, id, action: 'edit' });
  const value = label?.trim() ? label.trim() : null;
  const [saved] = await ctx.db.update(media).set({ label: value, updatedAt: new Date() }).where(eq(media.id, row.id)).returning();
  return saved!;
}
