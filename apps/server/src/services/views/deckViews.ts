/**
 * Deck views: a view of a deck's show page or player by someone who may not edit it counts once per
 * viewer (viewer id, else address and user agent) per half hour — claimed in the app's GuardStore like share-link views (services/sharing/linkAccess.ts) —
 * and is counted by a queue job, so the page never waits for it. The job adds one to decks.view_count and to the
 * day's row of deck_views_daily, which /explore's "Most viewed this week" sums.
 */
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { decks, deckViewsDaily } from '../../db/schema.js';
import type { GuardStore } from '../../infra/guards/guardStore.js';
import type { JobQueue } from '../../jobs/queue.js';
import { viewerKey } from '../sharing/linkAccess.js';

/** The queue job that counts a deck view (defined in jobs/deckViews). */
export const DECK_VIEW_JOB = 'record-deck-view';
/** A browser counts as one view of a deck for this long (reloads and the player's refetches are not new views). */
const VIEW_DEDUPE_MS = 30 * 60 * 1000;

export interface DeckViewJobData {
  deckId: number;
  /** The UTC day the view happened (YYYY-MM-DD), fixed when queued so a retried job counts the same day. */
  day: string;
}

/** A request's viewer: the browser's viewer id when it has one (a share link gave it), else its address and user agent. */
export interface ViewerBrowser {
  address: string;
  userAgent: string;
  viewerId?: string | null;
}

const COUNTED_HERE_BYTES = 4 * 1024 * 1024;
const ALREADY_COUNTED = Promise.resolve();

/** Counts deck views for one app (AppServices.views). */
export class DeckViewCounter {
  /**
   * Browsers this process has already counted, for as long as their claim holds: a reload or a refetch of a hot public
   * page then costs no hash, claim or promise (bench/view's player page). The shared claim still decides first views.
   * Bounded by size, not count: a user agent is the client's to choose, and may be long.
   */
  private readonly countedHere = new LRUCache<string, true>({ maxSize: COUNTED_HERE_BYTES, sizeCalculation: (_, key) => key.length, ttl: VIEW_DEDUPE_MS });

  // Not Pick<AppServices, …>: AppServices holds this counter, so naming that type here would import context.ts back.
  constructor(private readonly services: { guards: GuardStore; jobs: JobQueue; log: { error(details: object, message: string): void } }) {}

  /**
   * Queues a view of the deck unless this browser viewed it in the last half hour. Never throws: failures are logged,
   * never shown to the viewer.
   */
  count(deckId: number, who: ViewerBrowser): Promise<void> {
    const browser = who.viewerId ? `${deckId}\n${who.viewerId}` : `${deckId}\n${who.address}\n${who.userAgent}`;
    if (this.countedHere.has(browser)) return ALREADY_COUNTED;
    this.countedHere.set(browser, true);
    return this.claim(deckId, who);
  }

  private async claim(deckId: number, who: ViewerBrowser): Promise<void> {
    const { guards, jobs, log } = this.services;
    try {
      if (!(await guards.claim(`deck-view:${deckId}:${viewerKey(who)}`, VIEW_DEDUPE_MS))) return;
      const day = new Date().toISOString().slice(0, 10);
      await jobs.send<DeckViewJobData>(DECK_VIEW_JOB, { deckId, day });
    } catch (error) {
      log.error({ err: error, deckId }, 'recording a deck view failed');
    }
  }
}

/** A view counted from a service call (the request's browser is in its link credentials). */
export function countDeckViewOf(ctx: { views: DeckViewCounter; link?: ViewerBrowser }, deckId: number): Promise<void> {
  return ctx.views.count(deckId, { address: ctx.link?.address ?? '', userAgent: ctx.link?.userAgent ?? '', viewerId: ctx.link?.viewerId });
}

/** The deck-view job's work: both counts in one transaction, so a retry after a failure counts once. */
export async function recordDeckView(services: { db: Db }, { deckId, day }: DeckViewJobData): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [deck] = await tx.update(decks).set({ viewCount: sql`${decks.viewCount} + 1` })
      .where(eq(decks.id, deckId)).returning({ id: decks.id });
    if (!deck) return; // deleted since
    await tx.insert(deckViewsDaily).values({ deckId, day, views: 1 })
      .onConflictDoUpdate({ target: [deckViewsDaily.deckId, deckViewsDaily.day], set: { views: sql`${deckViewsDaily.views} + 1` } });
  });
}
