/**
 * Deleting an account closes the user's open sockets (editor and live) at once, on every process, and no process
 * keeps serving the user's decks from its cache.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { TestClient } from '../test/harness.js';
import { userWithTwoBrowsers } from '../test/two-browsers.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { disconnected, join, liveSocket, useLiveServer } from '../test/live-client.js';
import { editorSocket, joinDeck } from '../test/coedit-fixtures.js';

const deleteAccount = async (desk: TestClient, password: string) => {
  const response = await desk.request('DELETE', '/api/v1/users.json', { user: { current_password: password } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('account deletion and open sockets (one process)', () => {
  const live = useLiveServer();
  const owned: Socket[] = [];
  afterAll(() => owned.forEach((socket) => socket.close()));

  it('closes every editor and live socket of the user', async () => {
    const app = live.server.app;
    const { desk, laptop, me, deckId } = await userWithTwoBrowsers(app);
    const laptopEditor = await editorSocket(app, laptop);
    const deskEditor = await editorSocket(app, desk);
    owned.push(laptopEditor, deskEditor);
    expect((await joinDeck(laptopEditor, deckId)).ok).toBe(true);
    expect((await joinDeck(deskEditor, deckId)).ok).toBe(true);
    const laptopLive = await live.open(laptop);
    expect((await join(laptopLive, deckId)).ok).toBe(true);
    const closed = [disconnected(laptopEditor), disconnected(deskEditor), disconnected(laptopLive)];

    await deleteAccount(desk, me.password);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
  });
});

// CI sets REDIS_URL: the other browser's sockets and the cached deck are on another process than the one deleting.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('account deletion across processes (Redis)', () => {
  const processes = useTwoProcesses(redisUrl!);

  it('closes the sockets and drops the cached decks on the other process', async () => {
    const { a, b } = processes;
    const { desk, laptop, me, deckId } = await userWithTwoBrowsers(a.app, b.app);
    const laptopEditor = await editorSocket(b.app, laptop);
    const laptopLive = await liveSocket(b.app, laptop);
    processes.sockets.push(laptopEditor, laptopLive);
    expect((await joinDeck(laptopEditor, deckId)).ok).toBe(true);
    expect((await join(laptopLive, deckId)).ok).toBe(true);
    const reader = new TestClient(b.app);
    // Warm on b: its cache holds the deck.
    expect((await reader.get(`/api/v1/decks/${deckId}.json`)).statusCode).toBe(200);
    const closed = [disconnected(laptopEditor), disconnected(laptopLive)];

    await deleteAccount(desk, me.password);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await reader.get(`/api/v1/decks/${deckId}.json`)).statusCode).toBe(404);
  });
});
