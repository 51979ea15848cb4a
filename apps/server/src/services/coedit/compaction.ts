/**
 * Folds co-editing ops into the stored document in the background: an op commit appends to the log and leaves the
 * document behind (opCommit.ts), and a moment after a deck's last commit here, this process writes its current copy
 * (the deck at its stored version) as the new snapshot. Typing into a 300-slide deck thus writes the big document a
 * few times a minute instead of with every keystroke. Nothing depends on a fold happening: readers replay the tail
 * (storedDocument.ts), and the next commit of any process folds when the tail reaches SNAPSHOT_MAX_TAIL.
 */
import type { Db } from '../../db/client.js';
import type { DeckDocuments } from './deckDocuments.js';
import { foldTail } from './opCommit.js';

/** How long after a deck's last commit here its tail is folded. */
export const FOLD_AFTER_MS = 2_000;

export class TailFolding {
  private readonly timers = new Map<number, { timer: NodeJS.Timeout; db: Db }>();

  constructor(private readonly documents: DeckDocuments, private readonly delayMs = FOLD_AFTER_MS) {}

  /** A commit left the deck's document behind: fold it once commits here pause for `delayMs`. */
  schedule(db: Db, deckId: number): void {
    const held = this.timers.get(deckId);
    if (held) clearTimeout(held.timer);
    const timer = setTimeout(() => void this.fold(deckId), this.delayMs);
    timer.unref();
    this.timers.set(deckId, { timer, db });
  }

  /** Folds every scheduled deck now (on shutdown, so a clean restart starts without tails). */
  async flush(): Promise<void> {
    await Promise.all([...this.timers.keys()].map((deckId) => this.fold(deckId)));
  }

  private async fold(deckId: number): Promise<void> {
    const held = this.timers.get(deckId);
    if (!held) return;
    clearTimeout(held.timer);
    this.timers.delete(deckId);
    const entry = this.documents.get(deckId);
    // No copy, or the deck moved on elsewhere: a later commit (here or there) folds. A failed write is harmless too.
    if (entry) await foldTail(held.db, deckId, entry).catch(() => false);
  }
}
