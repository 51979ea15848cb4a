/**
 * The role matrix: every deck route × every role, with the expected status generated from SPEC §6
 * (comment: everyone; present: owner, admin, editor, presenter; edit: owner, admin, editor; admin actions: owner,
 * admin; a team member without an explicit role has the team's default_internal_role). The deck is an internal
 * (team) deck of an enterprise owner whose team's default role is presenter; the collaborators are outside the team.
 * Unreadable → 404 (401 on routes that need a signed-in user, for anonymous callers); readable but not allowed → 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deckRoleCan, type DeckAction, type DeckRole } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { teams, users } from '../db/schema.js';
import { createTeam } from '../services/admin/createTeam.js';
import { addMember } from '../services/admin/addMember.js';

let server: TestServer;

type Who = 'owner' | 'admin' | 'editor' | 'presenter' | 'viewer' | 'team member' | 'outsider' | 'anonymous';
const TEAM_DEFAULT_ROLE: DeckRole = 'presenter';
/** The deck role each caller holds on the deck (SPEC §6); null when they may not see it. */
const ROLE_OF: Record<Who, DeckRole | null> = {
  owner: 'owner', admin: 'admin', editor: 'editor', presenter: 'presenter', viewer: 'viewer',
  'team member': TEAM_DEFAULT_ROLE, outsider: null, anonymous: null,
};

/** The callers invited as collaborators (the others hold their role through ownership or the team). */
const INVITED: Who[] = ['admin', 'editor', 'presenter', 'viewer'];

/**
 * What a route needs: a SPEC §6 action ('read' = may see the deck), 'member' (see the collaborators: managers, editors
 * and invited collaborators). `signIn` routes answer 401 to anonymous callers; `hidden` ones answer 404 (not 403) to
 * those who may read but not act, so they do not learn the thing exists.
 */
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  need: DeckAction | 'read' | 'member';
  ok: number;
  signIn?: boolean;
  hidden?: boolean;
  body?: () => Promise<unknown> | unknown;
}

let deckId = 0;
let viewerId = 0;
const clients = {} as Record<Who, TestClient>;
const currentVersion = async () => (await clients.owner.get(`/api/v1/decks/${deckId}`)).json().deck.version as number;

const ROUTES: Route[] = [
  { method: 'GET', path: '/decks/:id', need: 'read', ok: 200 },
  { method: 'GET', path: '/decks/:id/data.json', need: 'read', ok: 200 },
  { method: 'GET', path: '/decks/:id/updated_at.json', need: 'read', ok: 200 },
  { method: 'GET', path: '/decks/:id/role.json', need: 'read', ok: 200 },
  { method: 'GET', path: '/decks/:id/tags.json', need: 'read', ok: 200 },
  { method: 'PUT', path: '/decks/:id', need: 'edit', ok: 200, body: async () => ({ deck: { title: `Renamed ${Date.now()}`, version: await currentVersion() } }) },
  { method: 'POST', path: '/decks/:id/publish.json', need: 'admin', ok: 200, body: () => ({ visibility: 'team' }) },
  { method: 'POST', path: '/decks/:id/recover.json', need: 'admin', ok: 200, body: () => ({}) },
  { method: 'GET', path: '/decks/:id/access_tokens.json', need: 'admin', ok: 200, hidden: true },
  { method: 'GET', path: '/decks/:id/exports.json', need: 'edit', ok: 200, signIn: true },
  { method: 'GET', path: '/decks/:id/stream.json', need: 'read', ok: 200 },
  { method: 'POST', path: '/decks/:id/stream.json', need: 'present', ok: 200, body: () => ({ stream: { state: { indexh: 0 } } }) },
  { method: 'GET', path: '/decks/:id/speaker_tokens.json', need: 'present', ok: 200 },
  { method: 'GET', path: '/decks/:id/kudos.json', need: 'read', ok: 200 },
  { method: 'POST', path: '/decks/:id/kudos/kudo.json', need: 'comment', ok: 200, signIn: true },
  { method: 'DELETE', path: '/decks/:id/kudos/unkudo.json', need: 'comment', ok: 200, signIn: true },
  // Collaborators: who may see the list, who may invite or change roles (managers), and a collaborator's own calls.
  { method: 'GET', path: '/decks/:id/users.json', need: 'member', ok: 200, signIn: true },
  // A valid invitation of a username nobody has: managers get past the role check to the 422 of the field.
  { method: 'POST', path: '/decks/:id/users.json', need: 'admin', ok: 422, signIn: true, body: () => ({ deck_user: { username: uniqueName('ghost'), role: 'viewer' } }) },
  { method: 'GET', path: '/decks/:id/users/:viewer.json', need: 'member', ok: 200, signIn: true },
  { method: 'PUT', path: '/decks/:id/users/:viewer.json', need: 'admin', ok: 200, signIn: true, body: () => ({ deck_user: { role: 'viewer' } }) },
  { method: 'POST', path: '/decks/:id/make_collaborative.json', need: 'admin', ok: 200, signIn: true },
  { method: 'POST', path: '/decks/:id/users/become_editor.json', need: 'edit', ok: 200, signIn: true },
  { method: 'PUT', path: '/decks/:id/users/update_last_seen_at.json', need: 'read', ok: 200, signIn: true },
];

/** The status SPEC §6 gives this caller on this route. */
function expected(who: Who, route: Route): number {
  const role = ROLE_OF[who];
  if (!role) return who === 'anonymous' && route.signIn ? 401 : 404;
  const allowed = route.need === 'read' ? true
    : route.need === 'member' ? deckRoleCan(role, 'edit') || INVITED.includes(who)
      : deckRoleCan(role, route.need);
  if (allowed) return route.ok;
  return route.hidden ? 404 : 403;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of Object.keys(ROLE_OF) as Who[]) clients[who] = new TestClient(server.app);
  const owner = await clients.owner.signUp();
  const mate = await clients['team member'].signUp();
  await clients.outsider.signUp();
  await clients.anonymous.open();
  const team = uniqueName('team').replace(/_/g, '-');
  await createTeam(server.database.db, team);
  await addMember(server.database.db, team, owner.username, 'owner');
  await addMember(server.database.db, team, mate.username, 'member');
  await server.database.db.update(teams).set({ defaultInternalRole: TEAM_DEFAULT_ROLE }).where(eq(teams.slug, team));
  await server.database.db.update(users).set({ accountType: 'enterprise' }).where(eq(users.id, owner.id));
  const created = await clients.owner.post('/api/v1/decks.json', { deck: { title: 'Matrix deck', visibility: 'team' } });
  expect(created.statusCode).toBe(201);
  deckId = created.json().deck.id;
  for (const role of ['admin', 'editor', 'presenter', 'viewer'] as const) {
    const me = await clients[role].signUp();
    if (role === 'viewer') viewerId = me.id;
    const invited = await clients.owner.post(`/api/v1/decks/${deckId}/users.json`, { deck_user: { username: me.username, role } });
    expect(invited.statusCode).toBe(201);
  }
});
afterAll(async () => { await server.close(); });

describe('role matrix (SPEC §6)', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const path = `/api/v1${route.path.replace(':id', String(deckId)).replace(':viewer', String(viewerId))}`;
      const actual: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const who of Object.keys(ROLE_OF) as Who[]) {
        const body = route.body ? await route.body() : route.method === 'GET' ? undefined : {};
        actual[who] = (await clients[who].request(route.method, path, body)).statusCode;
        want[who] = expected(who, route);
      }
      expect(actual).toEqual(want);
    });
  }
});
