/**
 * The deck's poll results from its live sessions, for exports: each poll block gets the counts of the latest session
 * that opened it (set on the copy of the document an export renders, never stored), so a PDF, PowerPoint or offline
 * deck shows how the audience voted. A poll whose options changed in number since is shown without results.
 */
import { desc, eq } from 'drizzle-orm';
import type { Block, DeckDocument } from '@podium/deck';
import type { AppServices } from '../../context.js';
import { livePolls, liveSessions } from '../../db/schema.js';
import { withCounts } from './pollResults.js';

type Results = { counts: number[]; voters: number };

/** The latest results per poll block id of the deck. */
export async function lastPollResults(db: AppServices['db'], deckId: number): Promise<Map<string, Results>> {
  const rows = await db.select({ poll: livePolls }).from(livePolls)
    .innerJoin(liveSessions, eq(liveSessions.id, livePolls.sessionId))
    .where(eq(liveSessions.deckId, deckId)).orderBy(desc(liveSessions.startedAt), desc(livePolls.id)).limit(500);
  const latest = new Map<string, typeof rows[number]['poll']>();
  for (const { poll } of rows) if (!latest.has(poll.blockId)) latest.set(poll.blockId, poll);
  const polls = await withCounts(db, [...latest.values()]);
  return new Map(polls.map((poll) => [poll.block_id, { counts: poll.counts, voters: poll.voters }]));
}

/** The document with each poll block carrying its latest results (the same document when no poll ever ran). */
export async function withLastPollResults(db: AppServices['db'], deckId: number, doc: DeckDocument): Promise<DeckDocument> {
  const results = await lastPollResults(db, deckId);
  if (!results.size) return doc;
  const mark = (blocks: readonly Block[]): Block[] => blocks.map((block) => {
    if (block.type === 'group') return { ...block, props: { ...block.props, children: mark(block.props.children) } };
    const found = block.type === 'poll' ? results.get(block.id) : undefined;
    if (block.type !== 'poll' || !found || found.counts.length !== block.props.options.length) return block;
    return { ...block, props: { ...block.props, results: found } };
  });
  return { ...doc, slides: doc.slides.map((slide) => ({ ...slide, blocks: mark(slide.blocks), ...(slide.children ? { children: slide.children.map((child) => ({ ...child, blocks: mark(child.blocks) })) } : {}) })) };
}
