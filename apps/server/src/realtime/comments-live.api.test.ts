/**
 * Comments live: a socket that follows a deck's comments on the `editor` namespace receives every new,
 * edited, resolved and removed comment as it happens; a socket that may not read the deck cannot follow it, and one
 * whose access ends (the deck made private) stops hearing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { COMMENT_EVENTS, type CommentEventJson } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { baseUrl, collect, next } from '../test/live-client.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

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

async function editorSocket(c?: TestClient): Promise<Socket> {
  const session = c?.cookie('podium_session');
  const socket = connect(`${baseUrl(server.app)}/editor`, {
    transports: ['websocket'], reconnection: false, forceNew: true,
    ...(session ? { extraHeaders: { cookie: `podium_session=${session}` } } : {}),
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  return socket;
}

const follow = async (socket: Socket, deckId: number) =>
  ((await socket.timeout(5000).emitWithAck(COMMENT_EVENTS.join, { deckId })) as { ok: boolean }).ok;

/** A round trip through the server: events emitted before it have been delivered. */
const settle = (socket: Socket) => socket.timeout(5000).emitWithAck(COMMENT_EVENTS.join, { deckId: -1 }).catch(() => undefined);

describe('comments over Socket.IO', () => {
  it('sends followers each saved, resolved and removed comment of the deck, and nothing of other decks', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro');
    const { deck: other } = await ownerWithDeck(server, 'default');
    const slide = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.document.slides[0].id as string;
    const viewer = new TestClient(server.app);
    await viewer.signUp();
    const anonymous = await editorSocket();
    const socket = await editorSocket(viewer);
    expect(await follow(socket, deck.id)).toBe(true);
    expect(await follow(anonymous, deck.id)).toBe(true);
    expect(await follow(socket, 99_999_999)).toBe(false);
    const elsewhere = collect<CommentEventJson>(socket, COMMENT_EVENTS.changed);

    const arriving = next<CommentEventJson>(socket, COMMENT_EVENTS.changed);
    const anonymousArriving = next<CommentEventJson>(anonymous, COMMENT_EVENTS.changed);
    const created = (await owner.post(`/api/v1/decks/${deck.id}/comments.json`, { comment: { message: 'Live!', slide_hash: slide } })).json().comment;
    expect(await arriving).toEqual({ deck_id: deck.id, type: 'saved', comment: created });
    expect((await anonymousArriving).type).toBe('saved');

    const resolving = next<CommentEventJson>(socket, COMMENT_EVENTS.changed);
    await owner.put(`/api/v1/decks/${deck.id}/comments/${created.id}.json`, { comment: { resolved: true } });
    expect(await resolving).toMatchObject({ type: 'saved', comment: { id: created.id, resolved: true } });

    const removing = next<CommentEventJson>(socket, COMMENT_EVENTS.changed);
    await owner.delete(`/api/v1/decks/${deck.id}/comments/${created.id}.json`);
    expect(await removing).toEqual({ deck_id: deck.id, type: 'removed', id: created.id });

    // Another deck's comments do not reach this deck's followers.
    const otherSlide = (await owner.get(`/api/v1/decks/${other.id}.json`)).json().deck.document.slides[0].id as string;
    await viewer.post(`/api/v1/decks/${other.id}/comments.json`, { comment: { message: 'Elsewhere', slide_hash: otherSlide } });
    await settle(socket);
    expect(elsewhere.filter((event) => event.deck_id !== deck.id)).toEqual([]);

    // Made private: the follower no longer may read it and hears nothing more; they cannot follow it again.
    const current = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck;
    expect((await owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'self' })).statusCode).toBe(200);
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 5000;
      const poll = async () => {
        if (!(await follow(socket, deck.id))) return resolve();
        if (Date.now() > deadline) return reject(new Error('still allowed to follow a private deck'));
        setTimeout(poll, 50);
      };
      void poll();
    });
    const before = elsewhere.length;
    await owner.post(`/api/v1/decks/${deck.id}/comments.json`, { comment: { message: 'Private now', slide_hash: slide } });
    await settle(socket);
    expect(elsewhere.slice(before)).toEqual([]);
    expect(current.id).toBe(deck.id);
  });

  it('lets a reader follow a private deck through its share link, and nobody without it', async () => {
    const { c: owner, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: {} })).json().access_token;
    const guest = new TestClient(server.app);
    await guest.signUp();
    const socket = await editorSocket(guest);
    expect(await follow(socket, deck.id)).toBe(false);
    const joined = await socket.timeout(5000).emitWithAck(COMMENT_EVENTS.join, { deckId: deck.id, deckToken: link.token });
    expect(joined).toEqual({ ok: true });
    const slide = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.document.slides[0].id as string;
    const arriving = next<CommentEventJson>(socket, COMMENT_EVENTS.changed);
    await owner.post(`/api/v1/decks/${deck.id}/comments.json`, { comment: { message: 'For link holders', slide_hash: slide } });
    expect((await arriving).type).toBe('saved');
  });
});

// Two server processes' worth of apps sharing one database and one Redis: a comment made through B reaches a follower on A.
const redisUrl = process.env.REDIS_URL;
describe.runIf(Boolean(redisUrl))('comments across processes (Redis streams adapter)', () => {
  let a: TestServer;
  let b: TestServer;
  let follower: Socket | undefined;
  beforeAll(async () => {
    a = await startTestServer({ REDIS_URL: redisUrl! });
    b = await startTestServer({ REDIS_URL: redisUrl! }, { database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    follower?.disconnect();
    await b.app.close();
    await a.close();
  });

  it('sends a comment made on one process to followers on another', async () => {
    const owner = new TestClient(b.app);
    await owner.signUp();
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Two processes' } })).json().deck;
    const slide = deck.document.slides[0].id as string;
    follower = connect(`${baseUrl(a.app)}/editor`, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => follower!.once('connect', () => resolve()).once('connect_error', reject));
    expect(await follow(follower, deck.id)).toBe(true);
    const arriving = next<CommentEventJson>(follower, COMMENT_EVENTS.changed);
    const created = (await owner.post(`/api/v1/decks/${deck.id}/comments.json`, { comment: { message: 'From B', slide_hash: slide } })).json().comment;
    expect(await arriving).toEqual({ deck_id: deck.id, type: 'saved', comment: created });
  });
});
