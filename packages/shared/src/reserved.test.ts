import { describe, expect, it } from 'vitest';
import { isReservedUsername } from './reserved.js';

/** The first path segment of every route SPEC §2 lists, and the server's own top-level folders. */
const SPEC_ROUTE_ROOTS = ['pricing', 'changelog', 'about', 'security', 'users', 'teams', 'account', 'themes', 'decks', 'd', 'reveal'];
const SERVER_ROOTS = ['api', 'media', 'assets', 'player'];

describe('reserved usernames', () => {
  it.each([...SPEC_ROUTE_ROOTS, ...SERVER_ROOTS])('reserves %s', (root) => {
    expect(isReservedUsername(root)).toBe(true);
    expect(isReservedUsername(root.toUpperCase())).toBe(true);
  });

  it('leaves ordinary names free', () => {
    expect(isReservedUsername('ada')).toBe(false);
    expect(isReservedUsername('player1')).toBe(false);
  });
});
