/**
 * A password change ends the user's other sessions, and with them their open sockets (editor and live), on every
 * process; the browser that changed it keeps its sockets, as it stays signed in over HTTP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { TestClient } from '../test/harness.js';
import { userWithTwoBrowsers } from '../test/two-browsers.js';
import { useTwoProcesses } from '../test/two-processes.js';
import { disconnected, join, liveSocket, useLiveServer } from '../test/live-client.js';
import { editorSocket, joinDeck } from '../test/coedit-fixtures.js';

/** Changes the password from `desk` and checks the HTTP answer. */
async function changePassword(desk: TestClient, current: string) {
  const change = await desk.put('/api/v1/users.json', { user: { password: 'changed-pass', current_password: current } });
  expect(change.statusCode, change.body).toBe(200);
}

/** Whether the server still answers on this socket (an editor join acknowledged), i.e. it was not closed. */
async function stillOpen(socket: Socket, deckId: number): Promise<boolean> {
  if (!socket.connected) return false;
  return (await joinDeck(socket, deckId)).ok && socket.connected;
}

describe('password change and open sockets (one process)', () => {
  const live = useLiveServer();
  const owned: Socket[] = [];
  const track = (socket: Socket) => { owned.push(socket); return socket; };
  afterAll(() => owned.forEach((socket) => socket.close()));

  it('closes the other session\'s editor and live sockets and keeps the changing browser\'s', async () => {
    const app = live.server.app;
    const { desk, laptop, me, deckId } = await userWithTwoBrowsers(app);
    const laptopEditor = track(await editorSocket(app, laptop));
    expect((await joinDeck(laptopEditor, deckId)).ok).toBe(true);
    const laptopLive = await live.open(laptop);
    expect((await join(laptopLive, deckId)).ok).toBe(true);
    const deskEditor = track(await editorSocket(app, desk));
    expect((await joinDeck(deskEditor, deckId)).ok).toBe(true);
    const closed = [disconnected(laptopEditor), disconnected(laptopLive)];

    await changePassword(desk, me.password);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await stillOpen(deskEditor, deckId)).toBe(true);
  });

  it('leaves sockets alone when only the name changes', async () => {
    const app = live.server.app;
    const { desk, laptop, deckId } = await userWithTwoBrowsers(app);
    const laptopEditor = track(await editorSocket(app, laptop));
    expect((await joinDeck(laptopEditor, deckId)).ok).toBe(true);
    expect((await desk.put('/api/v1/users.json', { user: { name: 'Renamed' } })).statusCode).toBe(200);
    // A disconnect would reach the socket before the answer to this round trip on the same connection.
    expect(await stillOpen(laptopEditor, deckId)).toBe(true);
  });

  it('closes every socket of the user after a password reset by link', async () => {
    const app = live.server.app;
    const { desk, me, deckId } = await userWithTwoBrowsers(app);
    const deskLive = await live.open(desk);
    expect((await join(deskLive, deckId)).ok).toBe(true);
    const closed = disconnected(deskLive);
    const stranger = new TestClient(app);
    await stranger.open();
    const before = live.server.mail.filter((m) => m.to === me.email).length;
    await stranger.post('/users/password', { user: { email: me.email } });
    const mail = (await live.server.mailTo(me.email, before + 1)).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await stranger.put('/users/password', { user: { reset_password_token: token, password: 'reset-pass' } })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

// CI sets REDIS_URL: the other session's sockets are connected to another process than the one that changes the password.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('password change and open sockets (two processes, Redis)', () => {
  const processes = useTwoProcesses(redisUrl!);

  it('closes the other session\'s sockets on the other process', async () => {
    const { a, b } = processes;
    const { desk, laptop, me, deckId } = await userWithTwoBrowsers(a.app, b.app);
    const laptopEditor = await editorSocket(b.app, laptop);
    const laptopLive = await liveSocket(b.app, laptop);
    const deskEditor = await editorSocket(b.app, desk);
    processes.sockets.push(laptopEditor, laptopLive, deskEditor);
    expect((await joinDeck(laptopEditor, deckId)).ok).toBe(true);
    expect((await join(laptopLive, deckId)).ok).toBe(true);
    const closed = [disconnected(laptopEditor), disconnected(laptopLive)];

    await changePassword(desk, me.password);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await stillOpen(deskEditor, deckId)).toBe(true);
  });
});
