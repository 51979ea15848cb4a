import { describe, expect, it } from 'vitest';
import type { DeckRow, TeamRow, UserRow } from '../db/schema.js';
import type { UserView } from '../presenters/user.js';
import { PasswordRequired } from '../domain/errors.js';
import { assertLinkUnlocked, deckRoleFor, deckRoleWithLink, type LinkAccess } from './policies.js';

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

describe('deckRoleFor with a collaborator role (issue 16)', () => {
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
