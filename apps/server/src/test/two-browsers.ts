/** A user signed in in two browsers with a deck: what tests of "every session of the user" start from. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TestClient } from './harness.js';

/** `desk` signed up and made a deck; `laptop` (optionally on another process) signed in as the same user. */
export async function userWithTwoBrowsers(app: FastifyInstance, laptopApp: FastifyInstance = app) {
  const desk = new TestClient(app);
  const me = await desk.signUp();
  const laptop = new TestClient(laptopApp);
  await laptop.open();
  expect((await laptop.post('/users/sign_in', { user: { email: me.email, password: me.password } })).statusCode).toBe(200);
  const deck = (await desk.post('/api/v1/decks.json', { deck: { title: 'Talk' } })).json().deck as { id: number };
  return { desk, laptop, me, deckId: deck.id };
}
