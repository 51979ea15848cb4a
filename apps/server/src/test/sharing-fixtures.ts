/** Helpers for sharing API tests: a signed-in user on a chosen plan with a deck of a chosen visibility. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { TestClient, type TestServer } from './harness.js';

/** Signs up a user, puts them on the plan and creates a deck; returns the client, the user and the deck JSON. */
export async function ownerWithDeck(server: TestServer, plan: 'default' | 'lite' | 'pro' | 'enterprise', deck: Record<string, unknown> = {}) {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  await server.database.db.update(users).set({ accountType: plan }).where(eq(users.id, me.id));
  const created = await c.post('/api/v1/decks.json', { deck: { title: 'Shared deck', ...deck } });
  if (created.statusCode !== 201) throw new Error(`deck creation failed: ${created.body}`);
  return { c, me, deck: created.json().deck as { id: number; slug: string; version: number; visibility: string } };
}

/** A page request as a browser sends it. */
export const html = (c: TestClient, url: string) => c.request('GET', url, undefined, { accept: 'text/html' });
