/**
 * Export progress reaches the browser live: the signed-in user's `editor` socket receives the export's changes on
 * the user's room as the job writes them, up to the terminal `done` event with the download URL — without anyone
 * polling the status URL. Other users' sockets hear nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { EXPORT_PROGRESS_EVENT, type ExportView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { baseUrl } from '../test/live-client.js';
import { deckWithSlides } from '../test/exports.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ REDIS_URL: '' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

/** A connected `editor` socket carrying the client's session cookie, as the web app opens it. */
async function editorSocket(c: TestClient): Promise<Socket> {
  const socket = connect(`${baseUrl(server.app)}/editor`, {
    transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: { cookie: `podium_session=${c.cookie('podium_session')}` },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  return socket;
}

type ProgressEvent = { deck_id: number; export: ExportView };

describe('export progress over Socket.IO', () => {
  it('pushes each change of the export to its user’s room, progress never going back, ending with done and its url', async () => {
    const owner = new TestClient(server.app);
    await owner.signUp();
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    const deck = await deckWithSlides(owner);
    const mine = await editorSocket(owner);
    const theirs = await editorSocket(stranger);
    const received: ProgressEvent[] = [];
    const overheard: ProgressEvent[] = [];
    theirs.on(EXPORT_PROGRESS_EVENT, (event: ProgressEvent) => overheard.push(event));
    const finished = new Promise<ProgressEvent>((resolve) => {
      mine.on(EXPORT_PROGRESS_EVENT, (event: ProgressEvent) => {
        received.push(event);
        if (event.export.status === 'done' || event.export.status === 'failed') resolve(event);
      });
    });

    const started = await owner.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf' } });
    expect(started.statusCode).toBe(202);
    const id = started.json().export.id as string;
    // Nothing polls: the terminal event arrives on the socket by itself.
    const last = await finished;

    expect(last).toMatchObject({
      deck_id: deck.id,
      export: { id, status: 'done', progress: 1, error: null, url: `/api/v1/decks/${deck.id}/exports/${id}/download` },
    });
    const ours = received.filter((event) => event.export.id === id);
    expect(ours.length).toBeGreaterThanOrEqual(2); // at least "running" and "done"
    expect(ours[0]!.export.status).toBe('running');
    const progress = ours.map((event) => event.export.progress);
    for (let i = 1; i < progress.length; i += 1) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    // The URL it carries downloads the file.
    expect((await owner.get(last.export.url!)).headers['content-type']).toBe('application/pdf');
    expect(overheard).toEqual([]);
  }, 120_000);
});
