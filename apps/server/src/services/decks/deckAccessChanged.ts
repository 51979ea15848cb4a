/**
 * The one place that announces a change of who may read a deck (visibility by publish or PUT, trash, recover,
 * delete, share links created, changed or deleted): every process drops its cached copy, and realtime re-checks the
 * open sockets of the deck (live streams today, editor sockets when they join the same event).
 */
import type { AppServices } from '../../context.js';

/** Broadcasts the change to every server process. */
export function deckAccessChanged(ctx: Pick<AppServices, 'events'>, deckId: number): void {
  ctx.events.broadcast('deck-changed', { deckId });
  ctx.events.broadcast('deck-access-changed', { deckId });
}
