/**
 * A collaborator's role change or removal applies to their open sockets within a second: the editor
 * socket is told (`access-changed`) and disconnected, the live socket that joined as presenter is disconnected, and
 * with Redis the change made on one process reaches sockets on another.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { TestClient, type TestServer } from '../test/harness.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { baseUrl, disconnected, join, next, settle, useLiveServer } from '../test/live-client.js';

/** An `editor` socket signed in as `client`, joined to the deck. */
async function editorSocket(app: FastifyInstance, client: TestClient, deckId: number, sockets: Socket[]): Promise<Socket> {
  const session = client.cookie('podium_session');
  const socket = connect(`${baseUrl(app)}/editor`, {
    transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: `podium_session=${session}` },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  expect(await socket.timeout(5000).emitWithAck('join', { deckId })).toMatchObject({ ok: true });
  return socket;
}

async function withCollaborator(server: TestServer, role: string, visibility: 'self' | 'all' = 'self') {
  const { c: owner, deck } = await ownerWithDeck(server, 'pro', { title: 'Team plan', visibility });
  const collaborator = new TestClient(server.app);
  const me = await collaborator.signUp();
  const invited = await owner.post(`/api/v1/decks/${deck.id}/users.json`, { deck_user: { username: me.username, role } });
  expect(invited.statusCode).toBe(201);
  return { owner, deck, collaborator, me };
}

describe('collaborator sockets re-checked on one process', () => {
  const live = useLiveServer();
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  it('removing a collaborator closes their editor socket within a second; the owner stays', async () => {
    const { owner, deck, collaborator, me } = await withCollaborator(live.server, 'editor');
    const theirs = await editorSocket(live.server.app, collaborator, deck.id, sockets);
    const mine = await editorSocket(live.server.app, owner, deck.id, sockets);
    const told = next<{ deckId: number; role: string | null }>(theirs, 'access-changed', 1000);
    const gone = disconnected(theirs, 1000);
    const started = Date.now();
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${me.id}.json`)).statusCode).toBe(200);
    expect(await told).toEqual({ deckId: deck.id, role: null });
    expect(await gone).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(1000);
    await settle(mine);
    expect(mine.connected).toBe(true);
  });

  it('a role change closes the editor socket that joined with the old role, telling it the new one', async () => {
    const { owner, deck, collaborator, me } = await withCollaborator(live.server, 'editor', 'all');
    const theirs = await editorSocket(live.server.app, collaborator, deck.id, sockets);
    const told = next<{ deckId: number; role: string | null }>(theirs, 'access-changed', 1000);
    const gone = disconnected(theirs, 1000);
    expect((await owner.put(`/api/v1/decks/${deck.id}/users/${me.id}.json`, { deck_user: { role: 'viewer' } })).statusCode).toBe(200);
    expect(await told).toEqual({ deckId: deck.id, role: 'viewer' });
    expect(await gone).toBe('io server disconnect');
    // Rejoining is allowed with the new role (the deck is public), and another change of someone else leaves it be.
    const again = await editorSocket(live.server.app, collaborator, deck.id, sockets);
    await owner.post(`/api/v1/decks/${deck.id}/users.json`, { deck_user: { email: 'someone@example.test', role: 'viewer' } });
    await settle(again);
    expect(again.connected).toBe(true);
  });

  it('a presenter collaborator made viewer loses the live presenter socket; a leaving collaborator loses the editor', async () => {
    const { owner, deck, collaborator, me } = await withCollaborator(live.server, 'presenter');
    const presenter = await live.open(collaborator);
    expect(await join(presenter, deck.id)).toMatchObject({ ok: true, role: 'presenter' });
    const gone = disconnected(presenter, 1000);
    expect((await owner.put(`/api/v1/decks/${deck.id}/users/${me.id}.json`, { deck_user: { role: 'viewer' } })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const editor = await editorSocket(live.server.app, collaborator, deck.id, sockets);
    const left = disconnected(editor, 1000);
    expect((await collaborator.post(`/api/v1/decks/${deck.id}/users/leave_deck.json`)).statusCode).toBe(200);
    expect(await left).toBe('io server disconnect');
  });
});

// Two processes sharing one database and one Redis (CI sets REDIS_URL): the removal is made on A, the socket is on B.
const redisUrl = process.env.REDIS_URL;
describe.runIf(Boolean(redisUrl))('collaborator sockets re-checked across processes', () => {
  const processes = useTwoProcesses(redisUrl!);
  const { sockets } = processes;

  it('a removal on one process closes the editor socket on the other within a second', async () => {
    const { a, b } = processes;
    const { owner, deck, collaborator, me } = await withCollaborator(a, 'editor');
    const theirs = await editorSocket(b.app, collaborator.onApp(b.app), deck.id, sockets);
    const gone = disconnected(theirs, 1000);
    expect((await owner.delete(`/api/v1/decks/${deck.id}/users/${me.id}.json`)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
