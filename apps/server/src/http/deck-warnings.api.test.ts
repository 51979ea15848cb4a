import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

// A slides.com-style deck with a block type Podium does not know, a <br>-only block and an unsupported transition.
const IMPORTED = `<div class="slides">
<section data-transition="spin"><div class="sl-block" data-block-type="chart" style="left:10px;top:20px;width:300px;height:200px"><div class="sl-block-content"><canvas></canvas><p>Q3</p></div></div></section>
<section><div class="sl-block" data-block-type="text" style="left:0;top:0;width:100px;height:40px"><div class="sl-block-content"><br></div></div><h2>Two</h2></section>
</div>`;

describe('PUT deck.data fidelity warnings', () => {
  it('returns what parsing could not carry as warnings in the 200 response, per slide and block', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Imported' } })).json().deck;
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: IMPORTED, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.deck.slide_count).toBe(2);
    const chart = body.deck.document.slides[0].blocks[0];
    expect(chart).toMatchObject({ type: 'snippet', x: 10, y: 20 });
    expect(body.warnings).toEqual([
      { slide: 1, block: chart.id, what: '"chart" block', why: 'kept as an HTML snippet (sanitised)' },
      { slide: 1, what: 'transition "spin"', why: 'is not supported: the deck default is used' },
      { slide: 2, what: '"text" block', why: 'dropped: it shows nothing (empty or invisible markup)' },
    ]);
  });

  it('returns no warnings for a document saved as JSON or a save without content', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Plain' } })).json().deck;
    const withDoc = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { document: deck.document, version: deck.version } });
    expect(withDoc.json().warnings).toEqual([]);
    const titleOnly = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Renamed', version: withDoc.json().deck.version } });
    expect(titleOnly.statusCode).toBe(200);
    expect(titleOnly.json().warnings).toEqual([]);
  });
});
