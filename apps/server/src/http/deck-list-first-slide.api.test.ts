/** Deck lists carry each deck's first slide for the card preview: without speaker notes, and never a huge one. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { FIRST_SLIDE_MAX_BYTES } from '../services/decks/firstSlides.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

it('lists the first slide without notes or sub-slides, and leaves out one larger than the cap', async () => {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  const created = (await c.post('/api/v1/decks.json', { deck: { title: 'Small' } })).json().deck;
  const data = '<section><section><h2>First</h2><aside class="notes">Private note</aside></section><section><h3>Below</h3></section></section><section><h2>Next</h2></section>';
  expect((await c.put(`/api/v1/decks/${created.id}.json`, { deck: { data, version: created.version } })).statusCode).toBe(200);
  const big = (await c.post('/api/v1/decks.json', { deck: { title: 'Big' } })).json().deck;
  const huge = `<section><p>${'x'.repeat(FIRST_SLIDE_MAX_BYTES)}</p></section>`;
  expect((await c.put(`/api/v1/decks/${big.id}.json`, { deck: { data: huge, version: big.version } })).statusCode).toBe(200);

  const anonymous = new TestClient(server.app);
  const listed = (await anonymous.get(`/api/v1/decks.json?username=${me.username}`)).json().results as Array<{ id: number; first_slide: unknown }>;
  const small = listed.find((d) => d.id === created.id)!;
  expect(JSON.stringify(small.first_slide)).toContain('First');
  expect(JSON.stringify(small.first_slide)).not.toContain('Private note');
  expect(small.first_slide).not.toHaveProperty('notes');
  expect(JSON.stringify(small.first_slide)).not.toContain('Below');
  expect(JSON.stringify(small.first_slide)).not.toContain('Next');
  expect(listed.find((d) => d.id === big.id)!.first_slide).toBeNull();
});
