import { describe, expect, it } from 'vitest';
import type { DeckRow, MembershipRow, TeamRow, UserRow } from '../db/schema.js';
import type { UserView } from '../presenters/user.js';
import { Forbidden, NotFound, PasswordRequired } from '../domain/errors.js';
import {
  assertLibraryAction, assertLinkUnlocked, deckRoleFor, deckRoleWithLink, libraryCan, type LibraryAction, type LinkAccess,
} from './policies.js';

const owner = { id: 1, deactivatedAt: null } as UserRow;
const deck = (visibility: DeckRow['visibility'], lifecycle: DeckRow['lifecycle'] = 'active') =>
  ({ deck: { id: 7, userId: 1, visibility, lifecycle } as DeckRow, owner, ownerTeam: null as TeamRow | null });
const stranger: UserView = { user: { id: 2 } as UserRow, team: null, membership: null };
const link = (extra: Partial<LinkAccess> = {}): LinkAccess => ({ tokenId: 3, deckId: 7, linkType: 'view', embedOnly: false, locked: false, ...extra });

describe('deckRoleWithLink', () => {
  it('lets an unlocked link of this deck view it, and a presenter link present it', () => {
    expect(deckRoleWithLink(null, deck('self'), null)).toBeNull();
    expect(deckRoleWithLink(null, deck('self'), link())).toBe('viewer');
    expect(deckRoleWithLink(stranger, deck('self'), link({ linkType: 'presenter' }))).toBe('presenter');
  });

  it('grants nothing for a locked link, another deck\'s link, a trashed deck or an embed-only link outside the player', () => {
    expect(deckRoleWithLink(null, deck('self'), link({ locked: true }))).toBeNull();
    expect(deckRoleWithLink(null, deck('self'), link({ deckId: 8 }))).toBeNull();
    expect(deckRoleWithLink(null, deck('self', 'trashed'), link())).toBeNull();
    expect(deckRoleWithLink(null, deck('self'), link({ embedOnly: true }))).toBeNull();
    expect(deckRoleWithLink(null, deck('self'), link({ embedOnly: true }), 'player')).toBe('viewer');
  });

  it('never lowers a stronger role', () => {
    const me: UserView = { user: { id: 1 } as UserRow, team: null, membership: null };
    expect(deckRoleWithLink(me, deck('self'), link())).toBe('owner');
  });

  it('asks for the password only for a locked link of this deck', () => {
    expect(() => assertLinkUnlocked(link({ locked: true }), 7)).toThrow(PasswordRequired);
    expect(() => assertLinkUnlocked(link({ locked: true }), 8)).not.toThrow();
    expect(() => assertLinkUnlocked(link(), 7)).not.toThrow();
  });
});

describe('deckRoleFor with a collaborator role', () => {
  const team = { id: 5, defaultInternalRole: 'editor' } as TeamRow;
  const mate: UserView = { user: { id: 3 } as UserRow, team, membership: { status: 'active' } as UserView['membership'] };
  const invited = (visibility: DeckRow['visibility'], role: 'admin' | 'editor' | 'presenter' | 'viewer' | null, lifecycle: DeckRow['lifecycle'] = 'active') =>
    ({ ...deck(visibility, lifecycle), ownerTeam: team, collaboratorRole: role });

  it('opens a private deck to its collaborators with their role', () => {
    expect(deckRoleFor(stranger, invited('self', 'presenter'))).toBe('presenter');
    expect(deckRoleFor(stranger, invited('self', null))).toBeNull();
    expect(deckRoleFor(null, invited('self', 'admin'))).toBeNull();
  });

  it('takes the strongest of the collaborator role, the team default and public viewing', () => {
    expect(deckRoleFor(stranger, invited('all', 'editor'))).toBe('editor');
    expect(deckRoleFor(mate, invited('team', 'viewer'))).toBe('editor');
    expect(deckRoleFor(mate, invited('team', 'admin'))).toBe('admin');
  });

  it('grants nothing on a trashed deck or a deactivated owner\'s deck, and the owner stays owner', () => {
    expect(deckRoleFor(stranger, invited('self', 'admin', 'trashed'))).toBeNull();
    expect(deckRoleFor(stranger, { ...invited('self', 'admin'), owner: { id: 1, deactivatedAt: new Date() } as UserRow })).toBeNull();
    const me: UserView = { user: { id: 1 } as UserRow, team: null, membership: null };
    expect(deckRoleFor(me, invited('self', 'viewer'))).toBe('owner');
  });
});

describe('libraryCan (media libraries: a user\'s own, a team\'s)', () => {
  const team = { id: 5 } as TeamRow;
  const inTeam = (id: number, role: MembershipRow['role'], status: MembershipRow['status'] = 'active', deactivatedAt: Date | null = null): UserView =>
    ({ user: { id, deactivatedAt } as UserRow, team, membership: { teamId: 5, userId: id, role, status } as MembershipRow });
  const actions: LibraryAction[] = ['read', 'upload', 'edit', 'manage_tags'];
  const can = (viewer: UserView | null, uploaderId?: number) =>
    actions.filter((action) => libraryCan(viewer, { teamId: 5 }, action, uploaderId));

  it('lets members read, upload and edit what they uploaded; owners and admins edit anything and manage tags', () => {
    expect(can(inTeam(10, 'member'), 10)).toEqual(['read', 'upload', 'edit']);
    expect(can(inTeam(10, 'member'), 11)).toEqual(['read', 'upload']);
    expect(can(inTeam(10, 'member'))).toEqual(['read', 'upload']);
    expect(can(inTeam(10, 'admin'), 11)).toEqual(actions);
    expect(can(inTeam(10, 'owner'), 11)).toEqual(actions);
  });

  it('gives deactivated members, other teams and the signed-out nothing (404), and a weak role 403', () => {
    expect(can(inTeam(10, 'owner', 'deactivated'), 10)).toEqual([]);
    expect(can(inTeam(10, 'owner', 'active', new Date()), 10)).toEqual([]);
    expect(actions.filter((action) => libraryCan(inTeam(10, 'owner'), { teamId: 6 }, action, 10))).toEqual([]);
    expect(can(null)).toEqual([]);
    expect(() => assertLibraryAction(inTeam(10, 'owner', 'deactivated'), { teamId: 5 }, 'read')).toThrow(NotFound);
    expect(() => assertLibraryAction(inTeam(10, 'member'), { teamId: 5 }, 'edit', 11)).toThrow(Forbidden);
  });

  it('keeps a user\'s own library to that user', () => {
    expect(actions.filter((action) => libraryCan(stranger, { userId: 2 }, action))).toEqual(actions);
    expect(actions.filter((action) => libraryCan(stranger, { userId: 1 }, action))).toEqual([]);
  });
});
