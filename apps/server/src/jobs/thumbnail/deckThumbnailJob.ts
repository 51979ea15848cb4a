/**
 * Deck thumbnails: the export renderer (one Chromium per process) loads the deck's print view, the first slide's page
 * is captured and stored as a WebP; the deck's `thumbnail_url` points at it and the previous one is deleted. Saves
 * queue it once they settle (`MEDIA_VARIANTS.deckThumbnailSettleSeconds` without a save); POST thumbnails.json forces
 * one at once.
 */
import { eq } from 'drizzle-orm';
import { MEDIA_VARIANTS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { decks } from '../../db/schema.js';
import type { Renderer } from '../../render/chromium.js';
import { signRenderToken } from '../../render/renderToken.js';
import { printViewPath } from '../../render/printViewPath.js';
import type { JobDefinition } from '../queue.js';
import { DECK_THUMBNAIL_JOB } from '../media/names.js';
import { mediaKeyOf, removeGenerated, storeGenerated } from '../../services/media/generatedFiles.js';
import { THUMBNAIL_TIMEOUT_MS, captureThumbnail } from './capture.js';

export interface DeckThumbnailData {
  deckId: number;
  /** Queued by a save: render only once the deck has gone this many seconds without another. */
  settleSeconds?: number;
}

/** The job. */
export function deckThumbnailJob(services: AppServices, renderer: Renderer): JobDefinition<DeckThumbnailData> {
  return {
    name: DECK_THUMBNAIL_JOB,
    timeoutMs: THUMBNAIL_TIMEOUT_MS,
    retryLimit: 2,
    retryDelaySeconds: 10,
    concurrency: 1,
    async run({ deckId, settleSeconds }, job) {
      const found = await services.decks.get(deckId, true);
      if (!found || found.deck.lifecycle !== 'active') return;
      const { deck } = found;
      // The queue only spaces these out (one per settle period), so a deck being edited would be rendered every
      // period, each render a page load in Chromium beside the people editing. Come back once the edits stop.
      if (settleSeconds && Date.now() - deck.updatedAt.getTime() < settleSeconds * 1000) return queueAfterSave(services, deckId, settleSeconds);
      const token = signRenderToken(services.config.sessionSecret, { deckId, notes: false, separateFragments: false, controls: false });
      const path = printViewPath(deckId, token, { separateFragments: false, notes: false });
      const webp = await captureThumbnail(renderer, job.signal, path, { width: deck.width, height: deck.height });
      const stored = await storeGenerated(services, { userId: deck.userId }, {
        role: 'deck_thumbnail', bytes: webp.data, extension: 'webp', contentType: 'image/webp', width: webp.info.width, height: webp.info.height,
      });
      const [previous] = await services.db.select({ url: decks.thumbnailUrl }).from(decks).where(eq(decks.id, deckId));
      await services.db.update(decks).set({ thumbnailUrl: `/media/${stored.key}` }).where(eq(decks.id, deckId));
      services.events.broadcast('deck-changed', { deckId });
      const oldKey = mediaKeyOf(previous?.url);
      if (oldKey && oldKey !== stored.key) await removeGenerated(services, oldKey);
    },
  };
}

/** Queues a thumbnail after every save, rendered once the deck's saves settle. */
export function thumbnailAfterSaves(services: AppServices, settleSeconds: number = MEDIA_VARIANTS.deckThumbnailSettleSeconds): void {
  services.events.on('deck-saved', ({ deckId }) => {
    queueAfterSave(services, deckId, settleSeconds).catch((error: unknown) => services.log.warn({ err: error, deckId }, 'deck thumbnail not queued'));
  });
}

/** At most one waiting per deck and settle period (pg-boss debounce). */
async function queueAfterSave(services: AppServices, deckId: number, settleSeconds: number): Promise<void> {
  await services.jobs.sendDebounced<DeckThumbnailData>(DECK_THUMBNAIL_JOB, { deckId, settleSeconds }, { key: `deck-${deckId}`, seconds: settleSeconds });
}
