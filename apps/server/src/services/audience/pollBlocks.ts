/** The poll blocks of a deck's saved document, with the slide each is on (reveal.js indexes), groups included. */
import { eq } from 'drizzle-orm';
import type { Block, PollBlock } from '@podium/deck';
import type { DeckPollJson } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { decks } from '../../db/schema.js';
import { storedDocument } from '../coedit/storedDocument.js';

export interface DeckPollBlock {
  block: PollBlock;
  indexh: number;
  indexv: number;
}

function pollsIn(blocks: readonly Block[]): PollBlock[] {
  return blocks.flatMap((block) => {
    if (block.type === 'poll') return [block];
    if (block.type === 'group') return pollsIn(block.props.children);
    return [];
  });
}

/** Every poll block of the deck, in slide order. */
export async function deckPollBlocks(db: AppServices['db'], deckId: number): Promise<DeckPollBlock[]> {
  const [row] = await db.select({ id: decks.id, version: decks.version, document: decks.document, snapshotVersion: decks.snapshotVersion })
    .from(decks).where(eq(decks.id, deckId));
  if (!row) return [];
  // The stored document with the co-editing ops not folded into it yet: a poll added a moment ago is there.
  const doc = await storedDocument(db, row);
  return doc.slides.flatMap((slide, indexh) => [slide, ...(slide.children ?? [])].flatMap((column, indexv) =>
    pollsIn(column.blocks).map((block) => ({ block, indexh, indexv }))));
}

/** A poll block as the presenter's controls list it. */
export function presentDeckPoll({ block, indexh, indexv }: DeckPollBlock): DeckPollJson {
  return { block_id: block.id, indexh, indexv, question: block.props.question };
}
