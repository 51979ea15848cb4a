import { describe, expect, it } from 'vitest';
import type { DeckRole } from '@podium/shared';
import type { DeckRow, MembershipRow, TeamRow, UserRow } from '../db/schema.js';
import type { UserView } from '../presenters/user.js';
import { Forbidden, NotFound, PasswordRequired, SignInRequired } from '../domain/errors.js';
import {
  SUBJECT_ACTIONS, assertCan, can, deckRoleOf, userOnlyViewer,
  type ActionOn, type CommentSubject, type DeckSubject, type LibrarySubject, type LinkAccess, type Subject, type SubjectKind, type Viewer,
} from './policies.js';

// --- Fixtures ---------------------------------------------------------------------------------------------------------

const owner = { id: 1, deactivatedAt: null } as UserRow;
const deck = (visibility: DeckRow['visibility'], lifecycle: DeckRow['lifecycle'] = 'active') =>
  ({ deck: { id: 7, userId: 1, visibility, lifecycle } as DeckRow, owner, ownerTeam: null as TeamRow | null });
const stranger: UserView = { user: { id: 2 } as UserRow, team: null, membership: null };
const link = (extra: Partial<LinkAccess> = {}): LinkAccess => ({ tokenId: 3, deckId: 7, linkType: 'view', embedOnly: false, locked: false, ...extra });

const team = { id: 5, defaultInternalRole: 'editor', manuallyUpgraded: false } as TeamRow;
/** A user of team 5 (or another team) with a membership; `accountType` is the plan the team's members are on. */
const member = (
  id: number, role: MembershipRow['role'],
  { status = 'active', deactivatedAt = null, teamId = 5, accountType = 'enterprise' }:
  { status?: MembershipRow['status']; deactivatedAt?: Date | null; teamId?: number; accountType?: UserRow['accountType'] } = {},
): UserView => ({
  user: { id, deactivatedAt, accountType, manuallyUpgraded: false } as UserRow,
  team: { ...team, id: teamId },
  membership: { teamId, userId: id, role, status } as MembershipRow,
});

/**
 * Checks a table of viewers: for each, exactly the listed actions are allowed and every other action of the kind is
 * refused. Every action of the kind is asked of every viewer, and each must be allowed for some viewer and refused for
 * another, so a table cannot pass with a rule that ignores the viewer.
 */
function table<S extends Subject>(
  kind: S['kind'], rows: Array<[name: string, viewer: Viewer, subject: S, allowed: Array<ActionOn<S['kind']>>]>,
): void {
  const actions = SUBJECT_ACTIONS[kind] as ReadonlyArray<ActionOn<S['kind']>>;
  it.each(rows)('%s', (_name, viewer, subject, allowed) => {
    expect(actions.filter((action) => can(viewer, action, subject))).toEqual(actions.filter((action) => allowed.includes(action)));
  });
  it('tells viewers apart on every action', () => {
    for (const action of actions) {
      const verdicts = new Set(rows.map(([, viewer, subject]) => can(viewer, action, subject)));
      expect([action, [...verdicts].sort()]).toEqual([action, [false, true]]);
    }
  });
}

// --- can: every subject kind × action --------------------------------------------------------------------------------

describe('can on decks (the viewer\'s resolved role, visibility, shared notes, collaborator row)', () => {
  const subject = (role: DeckRole | null, extra: Partial<DeckSubject> & { visibility?: DeckRow['visibility']; shareNotes?: boolean } = {}): DeckSubject => {
    const { visibility = 'self', shareNotes = false, ...rest } = extra;
    return { kind: 'deck', deck: { id: 7, visibility, shareNotes }, role, collaboratorRole: null, ...rest };
  };
  const invited = (role: DeckRole) => subject(role, { collaboratorRole: role });
  const present = ['read', 'comment', 'present', 'read_notes', 'moderate_questions'] as const;
  const edit = [...present, 'edit', 'fork', 'preview_revision', 'see_collaborators'] as const;
  const manage = [...edit, 'admin', 'manage_links', 'share_by_email', 'trash'] as const;

  table<DeckSubject>('deck', [
    ['owner', stranger, subject('owner'), [...manage, 'tag', 'use_as_template', 'destroy']],
    // A deck admin may trash (the owner can recover) but not destroy for good.
    ['invited admin', stranger, invited('admin'), [...manage]],
    ['invited editor', stranger, invited('editor'), [...edit]],
    ['team editor (no collaborator row)', stranger, subject('editor'), [...edit]],
    ['invited presenter: sees the collaborators', stranger, invited('presenter'), [...present, 'see_collaborators']],
    ['team presenter', stranger, subject('presenter'), [...present]],
    ['invited viewer', stranger, invited('viewer'), ['read', 'comment', 'see_collaborators']],
    ['viewer of a private deck (a link)', stranger, subject('viewer'), ['read', 'comment']],
    ['viewer of a public deck with shared notes', null, subject('viewer', { visibility: 'all', shareNotes: true }), ['read', 'comment', 'read_notes', 'fork', 'share_by_email']],
    ['presenter of a team deck', stranger, subject('presenter', { visibility: 'team' }), [...present]],
    ['nobody', null, subject(null, { visibility: 'all', shareNotes: true }), []],
  ]);

  it('refuses with 404 for the hidden actions and those who may not see the deck, 403 otherwise, 401 for a locked link', () => {
    const denial = (action: ActionOn<'deck'>, target: DeckSubject) => {
      try {
        assertCan(stranger, action, target);
        return 'allowed';
      } catch (error) {
        return error instanceof PasswordRequired ? 'password' : error instanceof NotFound ? '404' : error instanceof Forbidden ? `403 ${error.message}` : 'other';
      }
    };
    const asViewer = Object.fromEntries(SUBJECT_ACTIONS.deck.map((action) => [action, denial(action, subject('viewer'))]));
    expect(asViewer).toEqual({
      read: 'allowed', comment: 'allowed',
      present: '403 You do not have permission to present this deck.',
      edit: '403 You do not have permission to edit this deck.',
      admin: '403 You do not have permission to admin this deck.',
      read_notes: '404', fork: '404', preview_revision: '404', manage_links: '404', use_as_template: '404',
      see_collaborators: '403 You do not have permission to view the collaborators of this deck.',
      share_by_email: '403 You cannot e-mail this deck.',
      tag: '403 You do not have permission to admin this deck.',
      trash: '403 You do not have permission to admin this deck.',
      destroy: '403 Only the owner of this deck can delete it for good. Move it to the trash instead.',
      moderate_questions: '403 Only the deck’s presenters can do this.',
    });
    for (const action of SUBJECT_ACTIONS.deck) {
      expect(denial(action, subject(null))).toBe('404');
      expect(denial(action, subject(null, { link: link({ locked: true }) }))).toBe('password');
      // A locked link of another deck is not this deck's to ask a password for.
      expect(denial(action, subject(null, { link: link({ locked: true, deckId: 8 }) }))).toBe('404');
    }
  });
});

describe('can on comments (author, the deck role)', () => {
  const author = { user: { id: 20 } as UserRow, team: null, membership: null };
  const deckAs = (role: DeckRole | null): DeckSubject => ({ kind: 'deck', deck: { id: 7, visibility: 'all', shareNotes: false }, role });
  const comment = (role: DeckRole | null, { userId = 20, parentId = null }: { userId?: number | null; parentId?: number | null } = {}): CommentSubject =>
    ({ kind: 'comment', comment: { userId, parentId }, deck: deckAs(role) });

  table<CommentSubject>('comment', [
    ['its author, a viewer', author, comment('viewer'), ['edit', 'resolve', 'delete']],
    ['its author, on a reply', author, comment('viewer', { parentId: 3 }), ['edit', 'delete']],
    ['its author, who may no longer see the deck', author, comment(null), []],
    ['another viewer', stranger, comment('viewer'), []],
    ['another presenter', stranger, comment('presenter'), []],
    ['an editor', stranger, comment('editor'), ['resolve']],
    ['an editor, on a reply', stranger, comment('editor', { parentId: 3 }), []],
    ['a deck admin', stranger, comment('admin'), ['resolve', 'delete']],
    ['the deck owner, on a comment of a deleted user', stranger, comment('owner', { userId: null }), ['resolve', 'delete']],
    ['anonymous, on a comment of a deleted user', null, comment('viewer', { userId: null }), []],
  ]);

  it('answers the comment messages, and 404 when the deck is out of sight', () => {
    expect(() => assertCan(stranger, 'edit', comment('admin'))).toThrow('You can only edit your own comments.');
    expect(() => assertCan(author, 'resolve', comment('viewer', { parentId: 3 }))).toThrow('Only a thread can be resolved, not a reply.');
    expect(() => assertCan(stranger, 'resolve', comment('presenter'))).toThrow(Forbidden);
    expect(() => assertCan(stranger, 'delete', comment('editor'))).toThrow(Forbidden);
    expect(() => assertCan(author, 'delete', comment(null))).toThrow(NotFound);
  });
});

describe('can on teams (SPEC §6 team roles)', () => {
  const team5 = { kind: 'team', teamId: 5 } as const;
  table('team', [
    ['owner', member(10, 'owner'), team5, ['read', 'manage', 'own', 'view_billing', 'pay']],
    ['admin', member(10, 'admin'), team5, ['read', 'manage', 'view_billing']],
    ['member', member(10, 'member'), team5, ['read']],
    ['deactivated membership', member(10, 'owner', { status: 'deactivated' }), team5, []],
    ['deactivated user', member(10, 'owner', { deactivatedAt: new Date() }), team5, []],
    ['owner of another team', member(10, 'owner', { teamId: 6 }), team5, []],
    ['no team', stranger, team5, []],
    ['anonymous', null, team5, []],
  ]);

  it('answers 404 outside the team and 403 with the role it takes inside', () => {
    expect(() => assertCan(member(10, 'owner', { teamId: 6 }), 'read', team5)).toThrow(NotFound);
    expect(() => assertCan(member(10, 'member'), 'manage', team5)).toThrow('Only team owners and admins can do this.');
    expect(() => assertCan(member(10, 'admin'), 'own', team5)).toThrow('Only team owners can give or take the owner role.');
    expect(() => assertCan(member(10, 'admin'), 'pay', team5)).toThrow("Only the team's owner can pay for or change the team's subscription.");
  });
});

describe('can on media libraries (a user\'s own, a team\'s)', () => {
  const teamLibrary = (uploaderId?: number): LibrarySubject => ({ kind: 'library', owner: { teamId: 5 }, uploaderId });
  const all = ['read', 'upload', 'edit', 'manage_tags'] as const;
  table<LibrarySubject>('library', [
    ['member, on what they uploaded', member(10, 'member'), teamLibrary(10), ['read', 'upload', 'edit']],
    ['member, on another\'s upload', member(10, 'member'), teamLibrary(11), ['read', 'upload']],
    ['member, on the library itself', member(10, 'member'), teamLibrary(), ['read', 'upload']],
    ['admin', member(10, 'admin'), teamLibrary(11), [...all]],
    ['owner', member(10, 'owner'), teamLibrary(11), [...all]],
    ['deactivated member', member(10, 'owner', { status: 'deactivated' }), teamLibrary(10), []],
    ['deactivated user', member(10, 'owner', { deactivatedAt: new Date() }), teamLibrary(10), []],
    ['owner of another team', member(10, 'owner', { teamId: 6 }), teamLibrary(10), []],
    ['anonymous', null, teamLibrary(), []],
    ['a user in their own library', stranger, { kind: 'library', owner: { userId: 2 } }, [...all]],
    ['a user in another user\'s library', stranger, { kind: 'library', owner: { userId: 1 } }, []],
  ]);

  it('answers 404 to whoever may not read the library, 403 to a member too weak for the action', () => {
    expect(() => assertCan(member(10, 'owner', { status: 'deactivated' }), 'read', teamLibrary())).toThrow(NotFound);
    expect(() => assertCan(stranger, 'edit', { kind: 'library', owner: { userId: 1 } })).toThrow(NotFound);
    expect(() => assertCan(member(10, 'member'), 'edit', teamLibrary(11))).toThrow('Only whoever uploaded this medium, or a team owner or admin, can change it.');
    expect(() => assertCan(member(10, 'member'), 'manage_tags', teamLibrary())).toThrow('Only team owners and admins can do this.');
  });
});

describe('can on team slide templates', () => {
  const templates = { kind: 'slide_templates' } as const;
  table('slide_templates', [
    ['owner', member(10, 'owner'), templates, ['read', 'manage']],
    ['admin', member(10, 'admin'), templates, ['read', 'manage']],
    ['member', member(10, 'member'), templates, ['read']],
    ['deactivated member', member(10, 'owner', { status: 'deactivated' }), templates, []],
    ['no team', stranger, templates, []],
    ['anonymous', null, templates, []],
  ]);

  it('answers 404 without a team and 403 to a member asking to manage', () => {
    expect(() => assertCan(stranger, 'read', templates)).toThrow(NotFound);
    expect(() => assertCan(member(10, 'member'), 'manage', templates)).toThrow('Only team owners and admins can change the team’s slide templates.');
  });
});

describe('can on team themes (enterprise only)', () => {
  const themes = { kind: 'themes' } as const;
  table('themes', [
    ['enterprise owner', member(10, 'owner'), themes, ['use', 'manage']],
    ['enterprise admin', member(10, 'admin'), themes, ['use', 'manage']],
    ['enterprise member', member(10, 'member'), themes, ['use']],
    ['deactivated enterprise member', member(10, 'owner', { status: 'deactivated' }), themes, []],
    ['owner of a pro team', member(10, 'owner', { accountType: 'pro' }), themes, []],
    ['enterprise account without a team', { ...stranger, user: { ...stranger.user, accountType: 'enterprise' } }, themes, []],
    ['anonymous', null, themes, []],
  ]);

  it('refuses with 403 and an upgrade hint off the enterprise plan, without one on it, and asks the anonymous to sign in', () => {
    const refusal = (viewer: Viewer, action: ActionOn<'themes'>) => {
      try {
        assertCan(viewer, action, themes);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal(member(10, 'owner', { accountType: 'pro' }), 'use')).toMatchObject({ message: 'Themes are available to enterprise teams.', needsUpgrade: true });
    expect(refusal(member(10, 'member'), 'manage')).toMatchObject({ message: 'Themes are available to enterprise teams.', needsUpgrade: false });
    expect(refusal(null, 'use')).toBeInstanceOf(SignInRequired);
  });
});

describe('can on user accounts', () => {
  const account = (id: number, deactivatedAt: Date | null = null) => ({ kind: 'account', user: { id, deactivatedAt } }) as const;
  table('account', [
    ['themself', stranger, account(2), ['read', 'read_billing']],
    ['themself, deactivated', stranger, account(2, new Date()), ['read', 'read_billing']],
    ['another user, active', stranger, account(1), ['read']],
    ['another user, deactivated', stranger, account(1, new Date()), []],
    ['anonymous, an active user', null, account(1), ['read']],
    ['anonymous, a deactivated user', null, account(1, new Date()), []],
    ['themself, seen without their team', userOnlyViewer(stranger.user), account(2), ['read', 'read_billing']],
  ]);

  it('answers 404 for what is not theirs', () => {
    expect(() => assertCan(stranger, 'read_billing', account(1))).toThrow(NotFound);
  });
});

it('covers every subject kind', () => {
  const tested: SubjectKind[] = ['deck', 'comment', 'team', 'library', 'slide_templates', 'themes', 'account'];
  expect(Object.keys(SUBJECT_ACTIONS).sort()).toEqual([...tested].sort());
});

// --- deckRoleOf: resolving the viewer's role ---------------------------------------------------------------------------

describe('deckRoleOf with a share link', () => {
  it('lets an unlocked link of this deck view it, and a presenter link present it', () => {
    expect(deckRoleOf(null, deck('self'))).toBeNull();
    expect(deckRoleOf(null, deck('self'), { link: link() })).toBe('viewer');
    expect(deckRoleOf(stranger, deck('self'), { link: link({ linkType: 'presenter' }) })).toBe('presenter');
  });

  it('grants nothing for a locked link, another deck\'s link, a trashed deck or an embed-only link outside the player', () => {
    expect(deckRoleOf(null, deck('self'), { link: link({ locked: true }) })).toBeNull();
    expect(deckRoleOf(null, deck('self'), { link: link({ deckId: 8 }) })).toBeNull();
    expect(deckRoleOf(null, deck('self', 'trashed'), { link: link() })).toBeNull();
    expect(deckRoleOf(null, deck('self'), { link: link({ embedOnly: true }) })).toBeNull();
    expect(deckRoleOf(null, deck('self'), { link: link({ embedOnly: true }), surface: 'player' })).toBe('viewer');
  });

  it('never lowers a stronger role', () => {
    const me: UserView = { user: { id: 1 } as UserRow, team: null, membership: null };
    expect(deckRoleOf(me, deck('self'), { link: link() })).toBe('owner');
  });
});

describe('deckRoleOf with the team default and a collaborator role', () => {
  const mate: UserView = { user: { id: 3 } as UserRow, team, membership: { status: 'active' } as UserView['membership'] };
  const invited = (visibility: DeckRow['visibility'], role: 'admin' | 'editor' | 'presenter' | 'viewer' | null, lifecycle: DeckRow['lifecycle'] = 'active') =>
    ({ ...deck(visibility, lifecycle), ownerTeam: team, collaboratorRole: role });

  it('gives team members the team default on team and public decks, everyone viewer on public decks', () => {
    expect(['self', 'team', 'all'].map((v) => deckRoleOf(mate, invited(v as DeckRow['visibility'], null)))).toEqual([null, 'editor', 'editor']);
    expect(['self', 'team', 'all'].map((v) => deckRoleOf(stranger, invited(v as DeckRow['visibility'], null)))).toEqual([null, null, 'viewer']);
    expect(['self', 'team', 'all'].map((v) => deckRoleOf(null, invited(v as DeckRow['visibility'], null)))).toEqual([null, null, 'viewer']);
  });

  it('opens a private deck to its collaborators with their role', () => {
    expect(deckRoleOf(stranger, invited('self', 'presenter'))).toBe('presenter');
    expect(deckRoleOf(stranger, invited('self', null))).toBeNull();
    expect(deckRoleOf(null, invited('self', 'admin'))).toBeNull();
  });

  it('takes the strongest of the collaborator role, the team default and public viewing', () => {
    expect(deckRoleOf(stranger, invited('all', 'editor'))).toBe('editor');
    expect(deckRoleOf(mate, invited('team', 'viewer'))).toBe('editor');
    expect(deckRoleOf(mate, invited('team', 'admin'))).toBe('admin');
  });

  it('grants nothing on a trashed deck or a deactivated owner\'s deck, and the owner stays owner', () => {
    expect(deckRoleOf(stranger, invited('self', 'admin', 'trashed'))).toBeNull();
    expect(deckRoleOf(stranger, { ...invited('self', 'admin'), owner: { id: 1, deactivatedAt: new Date() } as UserRow })).toBeNull();
    const me: UserView = { user: { id: 1 } as UserRow, team: null, membership: null };
    expect(deckRoleOf(me, invited('self', 'viewer'))).toBe('owner');
    expect(deckRoleOf(me, invited('self', 'viewer', 'trashed'))).toBe('owner');
  });
});
