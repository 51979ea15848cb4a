import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { IMPORT_PROGRESS_EVENT, IMPORT_ZIP_LIMITS, LIMITS, MESSAGES, type ImportView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { baseUrl } from '../../test/live-client.js';
import { TINY_PNG } from '../../test/multipart.js';
import { uploadImport, waitForImport, zipOf } from '../../test/imports.js';
import { decks, imports, media, users } from '../../db/schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REDIS_URL: '' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await server.close(); });

/** A 1×1 red PNG (other bytes than TINY_PNG). */
const RED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

const MARKDOWN = `# Quarterly review

Revenue grew **twelve** percent.

---

## Next steps

- Hire two engineers
- Ship the importer

Note: Mention the hiring plan.

--

## Appendix

\`\`\`js
const answer = 42;
\`\`\`
`;

const HTML = `<!doctype html><html><head><title>Reveal &amp; friends</title></head><body>
<div class="reveal"><div class="slides">
<section><h1>Hello from reveal.js</h1><p>First slide body</p></section>
<section><h2>Second</h2><p>More words here</p><aside class="notes">Say hi</aside></section>
</div></div><script>Reveal.initialize({ width: 1280, height: 720 });</script></body></html>`;

/** The text of every slide, from the player's data (what a viewer reads). */
async function deckText(c: TestClient, deckId: number): Promise<string> {
  const data = (await c.get(`/api/v1/decks/${deckId}/data.json`)).json();
  return JSON.stringify(data).replace(/<[^>]+>/g, ' ').replace(/\\n/g, ' ').replace(/\s+/g, ' ');
}

async function importDone(c: TestClient, name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<ImportView> {
  const started = await uploadImport(c, name, bytes, fields);
  expect(started.statusCode, started.body).toBe(202);
  const done = await waitForImport(c, started.json().import.id);
  expect(done.error).toBeNull();
  expect(done.status).toBe('done');
  return done;
}

/** Files left in the import and media folders (temporary uploads are dot-files there). */
function leftOnDisk(): string[] {
  return ['imports', 'media'].flatMap((dir) => {
    const full = path.join(server.config.dataDir, dir);
    return existsSync(full) ? readdirSync(full).map((name) => `${dir}/${name}`) : [];
  });
}

describe('POST /api/v1/imports.json', () => {
  it('imports a Markdown deck: 202 queued, then the deck with the Markdown\'s slides, title, notes and text', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const started = await uploadImport(c, 'review.md', Buffer.from(MARKDOWN));
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({
      import: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'queued', progress: 0, progress_label: MESSAGES.importProgressQueued,
        file_name: 'review.md', deck: null, warnings: [], error: null, created_at: expect.any(String),
      },
    });
    const done = await waitForImport(c, started.json().import.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, warnings: [], error: null });
    const [deck] = await server.database.db.select().from(decks).where(eq(decks.id, done.deck!.id));
    expect(deck).toMatchObject({ userId: me.id, title: 'Quarterly review', slug: done.deck!.slug, slideCount: 3 });
    expect(done.deck!.url).toBe(`${server.config.publicUrl}/${me.username}/${deck!.slug}`);
    const text = await deckText(c, deck!.id);
    for (const words of ['Quarterly review', 'Revenue grew', 'twelve', 'Next steps', 'Hire two engineers', 'Ship the importer', 'Appendix', 'const answer = 42']) {
      expect(text).toContain(words);
    }
    const json = (await c.get(`/api/v1/decks/${deck!.id}.json`)).json().deck;
    expect(Object.values(json.notes)).toContain('Mention the hiring plan.');
    // The upload is gone once the job has read it.
    expect(leftOnDisk().filter((f) => f.startsWith('imports/'))).toEqual([]);
  });

  it('imports a single reveal.js .html file with its title and slide size, and the user\'s title wins when given', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const done = await importDone(c, 'talk.html', Buffer.from(HTML));
    const [deck] = await server.database.db.select().from(decks).where(eq(decks.id, done.deck!.id));
    expect(deck).toMatchObject({ title: 'Reveal & friends', width: 1280, height: 720, slideCount: 2 });
    const text = await deckText(c, deck!.id);
    expect(text).toContain('Hello from reveal.js');
    expect(text).toContain('More words here');

    const titled = await importDone(c, 'talk.html', Buffer.from(HTML), { title: 'My own title' });
    const [second] = await server.database.db.select().from(decks).where(eq(decks.id, titled.deck!.id));
    expect(second!.title).toBe('My own title');
    expect(second!.slug).not.toBe(deck!.slug);
  });

  it('imports a ZIP export: its images are uploaded to the media library and re-linked, a missing one is reported', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const zip = await zipOf({
      'deck/index.html': `<html><head><title>Zipped</title><script src="lib/reveal.js"></script></head><body><div class="reveal"><div class="slides">
        <section data-background-image="assets/bg.png"><h1>With pictures</h1><img src="assets/photo.png" alt="Photo"></section>
        <section><p>Gone</p><img src="assets/missing.png"></section></div></div></body></html>`,
      'deck/assets/photo.png': TINY_PNG,
      'deck/assets/bg.png': RED_PNG,
      'deck/lib/reveal.js': 'console.log(1)',
    });
    const done = await importDone(c, 'export.zip', zip);
    // The uploaded originals (the media library adds its own variants, e.g. thumbnails, as child rows).
    const stored = await server.database.db.select().from(media).where(and(eq(media.userId, me.id), eq(media.role, 'original')));
    expect(stored).toHaveLength(2);
    expect(stored.map((m) => m.label).sort()).toEqual(['bg.png', 'photo.png']);
    const [user] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.storageUsed).toBe(TINY_PNG.length + RED_PNG.length);

    const json = (await c.get(`/api/v1/decks/${done.deck!.id}.json`)).json().deck;
    const [first] = json.document.slides;
    const keys = stored.map((m) => `/media/${m.key}`);
    expect(keys).toContain(first.background.image);
    const image = first.blocks.find((b: { type: string }) => b.type === 'image');
    expect(keys).toContain(image.props.src);
    expect((await c.get(image.props.src)).rawPayload.equals(TINY_PNG)).toBe(true);
    expect(done.warnings).toEqual([
      expect.objectContaining({ slide: 2, what: 'file "assets/missing.png"', why: 'is not in the ZIP; its link is kept' }),
    ]);
  });

  it('stores identical pictures once: twice in one ZIP, and again in a later import, they link to one medium', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const zip = await zipOf({
      'index.html': '<section><img src="a/logo.png" alt="One"></section><section><img src="b/logo-copy.png" alt="Two"></section>',
      'a/logo.png': TINY_PNG,
      'b/logo-copy.png': TINY_PNG,
    });
    const first = await importDone(c, 'logos.zip', zip);
    const second = await importDone(c, 'logos-again.zip', zip);
    const stored = await server.database.db.select().from(media).where(and(eq(media.userId, me.id), eq(media.role, 'original')));
    expect(stored.map((m) => m.label)).toEqual(['logo.png']);
    const [user] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.storageUsed).toBe(TINY_PNG.length);
    for (const done of [first, second]) {
      const slides = (await c.get(`/api/v1/decks/${done.deck!.id}.json`)).json().deck.document.slides as Array<{ blocks: Array<{ type: string; props: { src: string } }> }>;
      expect(slides.map((slide) => slide.blocks.find((b) => b.type === 'image')!.props.src)).toEqual([`/media/${stored[0]!.key}`, `/media/${stored[0]!.key}`]);
    }
  });

  it('counts ZIP assets against the storage limit: refused ones are reported and the deck is still created', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    await server.database.db.update(users).set({ storageLimit: 10 }).where(eq(users.id, me.id));
    const zip = await zipOf({ 'index.html': '<section><h1>Full</h1><img src="assets/photo.png"></section>', 'assets/photo.png': TINY_PNG });
    const done = await importDone(c, 'full.zip', zip);
    expect(await server.database.db.$count(media, eq(media.userId, me.id))).toBe(0);
    expect(done.warnings).toEqual([
      expect.objectContaining({ slide: 1, what: 'file "assets/photo.png"', why: `could not be uploaded (${MESSAGES.storageFull}); its link is kept` }),
    ]);
  });

  it('refuses a file no format reads with 422 and a clear message, and keeps nothing', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const before = leftOnDisk();
    const response = await uploadImport(c, 'slides.md', TINY_PNG);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^Podium can import .*Markdown.*That file is none of these\.$/);
    expect(await server.database.db.$count(imports, eq(imports.userId, me.id))).toBe(0);
    expect(leftOnDisk()).toEqual(before);

    const empty = await uploadImport(c, 'empty.md', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([MESSAGES.importMissing]);
  });

  it('refuses an upload over the SPEC §5 limit with 413 and leaves nothing on disk', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const before = leftOnDisk();
    const big = Buffer.alloc(LIMITS.importUploadBytes + 1, 0x61);
    const response = await uploadImport(c, 'huge.md', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(MESSAGES.importTooLarge(LIMITS.importUploadBytes));
    expect(leftOnDisk()).toEqual(before);
    expect(await server.database.db.$count(imports, eq(imports.userId, me.id))).toBe(0);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await uploadImport(anonymous, 'a.md', Buffer.from('# Hi'))).statusCode).toBe(401);
    const c = new TestClient(server.app);
    await c.signUp();
    const forged = await uploadImport(c, 'a.md', Buffer.from('# Hi'), {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe(MESSAGES.csrfMissing);
  });
});

describe('GET /api/v1/imports/{id}.json', () => {
  it('shows an import only to the user who started it (404 for anyone else)', async () => {
    const owner = new TestClient(server.app);
    await owner.signUp();
    const started = await uploadImport(owner, 'mine.md', Buffer.from('# Mine'));
    const id = started.json().import.id;
    await waitForImport(owner, id);
    const other = new TestClient(server.app);
    await other.signUp();
    expect((await other.get(`/api/v1/imports/${id}.json`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/imports/not-an-id.json')).statusCode).toBe(404);
    expect((await other.get('/api/v1/imports.json')).json().results).toEqual([]);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get(`/api/v1/imports/${id}.json`)).statusCode).toBe(401);
    const list = (await owner.get('/api/v1/imports.json')).json();
    expect(list.results.map((i: ImportView) => i.id)).toEqual([id]);
    expect(list.formats).toEqual(expect.arrayContaining(['markdown', 'html', 'zip']));
  });

  it('pushes progress to the importing user\'s socket room until the import is done', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const socket = connect(`${baseUrl(server.app)}/editor`, {
      transports: ['websocket'], reconnection: false, forceNew: true,
      extraHeaders: { cookie: `podium_session=${c.cookie('podium_session')}` },
    });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      const seen: ImportView[] = [];
      const finished = new Promise<ImportView>((resolve) => {
        socket.on(IMPORT_PROGRESS_EVENT, (payload: { import: ImportView }) => {
          seen.push(payload.import);
          if (payload.import.status === 'done' || payload.import.status === 'failed') resolve(payload.import);
        });
      });
      const started = await uploadImport(c, 'live.md', Buffer.from(MARKDOWN));
      const last = await finished;
      expect(last).toMatchObject({ id: started.json().import.id, status: 'done', progress: 1 });
      expect(last.deck).toMatchObject({ id: expect.any(Number), slug: expect.any(String) });
      expect(seen.some((view) => view.status === 'running')).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe('unsafe ZIPs', () => {
  it('refuses a ZIP whose entries climb out of its folder (zip-slip) and writes nothing outside', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const zip = await zipOf({ 'index.html': '<section><img src="../../evil.png"></section>', '../../evil.png': TINY_PNG });
    const started = await uploadImport(c, 'slip.zip', zip);
    expect(started.statusCode).toBe(202);
    const failed = await waitForImport(c, started.json().import.id);
    expect(failed).toMatchObject({ status: 'failed', deck: null, error: `${MESSAGES.importFailed}. ${MESSAGES.importZipUnsafe}` });
    expect(existsSync(path.join(server.config.dataDir, '..', 'evil.png'))).toBe(false);
    expect(await server.database.db.$count(media, eq(media.userId, me.id))).toBe(0);
    expect(leftOnDisk().filter((f) => f.startsWith('imports/'))).toEqual([]);
  });

  it('refuses a ZIP with more entries than the cap before inflating anything', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const files: Record<string, string> = { 'index.html': '<section><p>Many</p></section>' };
    for (let i = 0; i < IMPORT_ZIP_LIMITS.maxEntries; i += 1) files[`assets/${i}.txt`] = '';
    const started = await uploadImport(c, 'many.zip', await zipOf(files));
    const failed = await waitForImport(c, started.json().import.id);
    expect(failed.error).toBe(`${MESSAGES.importFailed}. ${MESSAGES.importZipTooLarge(IMPORT_ZIP_LIMITS.maxEntries, IMPORT_ZIP_LIMITS.maxUncompressedBytes)}`);
  });
});
