/**
 * Theme thumbnails: the export renderer captures the theme's sample slide (a title, a line of text and an accent bar
 * in the theme's colours, font, CSS and HTML — render/themePreview.ts) from its print view and stores a WebP; the
 * theme's `thumbnail_url` points at it and the previous one is deleted. Creating a theme or changing its look queues
 * it, debounced per theme (`MEDIA_VARIANTS.themeThumbnailSettleSeconds` after the saves settle).
 */
import { eq } from 'drizzle-orm';
import { MEDIA_VARIANTS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { themes } from '../../db/schema.js';
import type { Renderer } from '../../render/chromium.js';
import { signThemeRenderToken } from '../../render/renderToken.js';
import { themeThumbnailPath } from '../../render/printViewPath.js';
import { themeById } from '../../services/themes/deckThemeOf.js';
import { mediaKeyOf, removeGenerated, storeGenerated } from '../../services/media/generatedFiles.js';
import type { JobDefinition } from '../queue.js';
import { THEME_THUMBNAIL_JOB } from '../media/names.js';
import { THUMBNAIL_TIMEOUT_MS, captureThumbnail } from './capture.js';

export interface ThemeThumbnailData {
  themeId: number;
  /** Who saved the look: the stored file's owner (with the theme's team). */
  userId: number;
}

/** The job. */
export function themeThumbnailJob(services: AppServices, renderer: Renderer): JobDefinition<ThemeThumbnailData> {
  return {
    name: THEME_THUMBNAIL_JOB,
    timeoutMs: THUMBNAIL_TIMEOUT_MS,
    retryLimit: 2,
    retryDelaySeconds: 10,
    concurrency: 1,
    async run({ themeId, userId }, job) {
      const theme = await themeById(services.db, themeId);
      if (!theme) return;
      const token = signThemeRenderToken(services.config.sessionSecret, themeId);
      const webp = await captureThumbnail(renderer, job.signal, themeThumbnailPath(themeId, token), { width: theme.width, height: theme.height });
      const stored = await storeGenerated(services, { userId, teamId: theme.teamId }, {
        role: 'theme_thumbnail', bytes: webp.data, extension: 'webp', contentType: 'image/webp', width: webp.info.width, height: webp.info.height,
      });
      // Not `updatedAt`: a new picture is not a change of the theme's look (player pages cache by it).
      const [saved] = await services.db.update(themes).set({ thumbnailUrl: `/media/${stored.key}` }).where(eq(themes.id, themeId))
        .returning({ id: themes.id });
      // Deleted while rendering: the new picture has nothing to belong to.
      if (!saved) return removeGenerated(services, stored.key);
      const oldKey = mediaKeyOf(theme.thumbnailUrl);
      if (oldKey && oldKey !== stored.key) await removeGenerated(services, oldKey);
    },
  };
}

/** Queues a thumbnail when a theme is created or its look changes, debounced per theme. */
export function thumbnailAfterThemeChanges(services: AppServices, settleSeconds: number = MEDIA_VARIANTS.themeThumbnailSettleSeconds): void {
  services.events.on('theme-look-changed', ({ themeId, userId }) => {
    services.jobs.sendDebounced(THEME_THUMBNAIL_JOB, { themeId, userId }, { key: `theme-${themeId}`, seconds: settleSeconds })
      .catch((error: unknown) => services.log.warn({ err: error, themeId }, 'theme thumbnail not queued'));
  });
}
