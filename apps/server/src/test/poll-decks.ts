/** Test decks with poll blocks (saved as rendered slides, as the editor saves them) for the audience poll suites. */
import { createBlock, render, type Block } from '@podium/deck';
import type { PollMode } from '@podium/shared';
import type { TestClient } from './harness.js';

/** A poll block with these texts. */
export const pollBlock = (question: string, options: string[], mode: PollMode = 'single'): Block =>
  createBlock('poll', { x: 80, y: 80, width: 640, height: 360, props: { question, options, mode } });

/** A new deck of `owner` with one slide per poll block. */
export async function deckWithPolls(owner: TestClient, polls: Block[], title = 'Poll deck'): Promise<{ id: number; slug: string }> {
  const deck = (await owner.post('/api/v1/decks.json', { deck: { title } })).json().deck as { id: number; slug: string; version: number };
  const data = render({ schemaVersion: 1, slides: polls.map((block, i) => ({ id: `poll-slide-${i}`, hidden: false, notes: '', classes: [], blocks: [block] })) });
  const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version } });
  if (saved.statusCode !== 200) throw new Error(`saving the poll deck failed: ${saved.body}`);
  return deck;
}
