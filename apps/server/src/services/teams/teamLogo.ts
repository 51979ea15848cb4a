/**
 * The team logo (team settings; SPEC §7 remove_logo): a PNG, JPEG, GIF or WebP upload (by its bytes) scaled to fit
 * LOGO_PX with sharp and stored as a WebP media row of the team. The previous logo's file is deleted.
 */
import sharp, { type OutputInfo } from 'sharp';
import { eq } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { teams, type TeamRow } from '../../db/schema.js';
import { Invalid, LimitReached } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { sniffMedia } from '../media/sniffMedia.js';
import { storeGenerated } from '../media/generatedFiles.js';
import { removeOwnPicture } from '../users/setAvatar.js';
import { teamScope } from './teamScope.js';

/** The logo's bounding box in pixels (it keeps its aspect ratio). */
const LOGO_PX = 512;

/** Stores the new logo and returns the team as it is now; the staged upload never stays. */
export async function setTeamLogo({ ctx, hostTeam, staged }: { ctx: ServiceContext; hostTeam: TeamRow | null; staged: StagedUpload }): Promise<TeamRow> {
  try {
    const { team, viewer } = await teamScope(ctx, hostTeam, 'manage');
    if (!staged.size) throw Invalid.field('file', MESSAGES.imageMissing);
    if (staged.size > LIMITS.imageUploadBytes) throw new LimitReached(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), 'size');
    const type = await sniffMedia(staged.head, staged.size);
    if (!type || type.kind !== 'image' || type.extension === 'svg') throw Invalid.field('file', MESSAGES.avatarWrongType);
    const key = await staged.commit(type.extension);
    let logo: { data: Buffer; info: OutputInfo };
    try {
      const original = ctx.storage.open(key);
      if (!original) throw new Error('staged logo missing');
      const chunks: Buffer[] = [];
      for await (const chunk of original) chunks.push(chunk as Buffer);
      logo = await sharp(Buffer.concat(chunks), { pages: 1 }).rotate()
        .resize({ width: LOGO_PX, height: LOGO_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    } catch {
      throw Invalid.field('file', MESSAGES.avatarWrongType);
    } finally {
      await ctx.storage.remove(key);
    }
    const stored = await storeGenerated(ctx, { userId: viewer.user.id, teamId: team.id }, {
      role: 'avatar', bytes: logo.data, extension: 'webp', contentType: 'image/webp', width: logo.info.width, height: logo.info.height,
    });
    const [row] = await ctx.db.update(teams).set({ logoUrl: `/media/${stored.key}`, updatedAt: new Date() }).where(eq(teams.id, team.id)).returning();
    await removeOwnPicture(ctx, team.logoUrl);
    return row!;
  } finally {
    await staged.discard();
  }
}

/** DELETE /api/v1/team/remove_logo.json: drops the logo (and its file). */
export async function removeTeamLogo({ ctx, hostTeam }: { ctx: ServiceContext; hostTeam: TeamRow | null }): Promise<TeamRow> {
  const { team } = await teamScope(ctx, hostTeam, 'manage');
  const [row] = await ctx.db.update(teams).set({ logoUrl: null, updatedAt: new Date() }).where(eq(teams.id, team.id)).returning();
  await removeOwnPicture(ctx, team.logoUrl);
  return row!;
}
