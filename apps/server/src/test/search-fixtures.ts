/** Helpers for search tests: words no other test run uses, decks with slide text, and waiting for the index. */
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { deckSearch, decks } from '../db/schema.js';
import type { TestClient, TestServer } from './harness.js';

/** A made-up word (letters only, so the text search parser keeps it one token) unique to this run. */
export function uniqueWord(prefix = 'zq'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  for (let i = 0; i < 10; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

export interface MadeDeck { id: number; slug: string; version: number; url: string }

/** Creates a deck and saves its slides (reveal.js sections); returns it at its saved version. */
export async function deckWith(c: TestClient, deck: Record<string, unknown>, data?: string): Promise<MadeDeck> {
  const created = await c.post('/api/v1/decks.json', { deck });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  let made = created.json().deck as MadeDeck;
  if (data) {
    const saved = await c.put(`/api/v1/decks/${made.id}.json`, { deck: { data, version: made.version } });
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
    made = saved.json().deck as MadeDeck;
  }
  return made;
}

/** Waits until the search index holds each deck at (at least) its current version. */
export async function waitIndexed(server: TestServer, ids: number[]): Promise<void> {
  await vi.waitFor(async () => {
    for (const id of ids) {
      const [row] = await server.database.db.select({ indexed: deckSearch.indexedVersion, version: decks.version })
        .from(decks).leftJoin(deckSearch, eq(deckSearch.deckId, decks.id)).where(eq(decks.id, id));
      expect(row?.indexed ?? -1).toBeGreaterThanOrEqual(row!.version);
    }
  }, { timeout: 20_000, interval: 50 });
}
