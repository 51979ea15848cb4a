/**
 * Who may do what, asked one way for every resource: `can(viewer, action, subject)`, and `assertCan` which throws the
 * domain error the caller answers with (NotFound when the thing is not the viewer's to know of, PasswordRequired for a
 * locked share link, Forbidden when they may see it but not do this). `subject` is a tagged union per resource kind and
 * `action` is typed per kind (SUBJECT_ACTIONS). A deck subject carries the viewer's resolved role (deckRoleOf: owner,
 * collaborator row, team default, share link), so loadDeck resolves it once and every later decision reuses it.
 * findableDeckSql and notesReadableSql are the same deck rules as SQL, for queries over many decks.
 */
import {
  DECK_ROLES, MESSAGES, deckRoleCan, isEnterprise, isEnterpriseManager, type DeckRole, type LinkType,
} from '@podium/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { CommentRow, DeckRow, TeamRow, UserRow } from '../db/schema.js';
import { planSubject, type UserView } from '../presenters/user.js';
import { NotFound, Forbidden, PasswordRequired, SignInRequired, type DomainError } from '../domain/errors.js';

/** Who is asking: the signed-in user with their team and membership, or null for an anonymous caller. */
export type Viewer = UserView | null;

/**
 * A viewer for rules that look at the user alone (their own library, their own account), without loading their team:
 * team rules see no team and deny, so this never grants more than the full view would.
 */
export const userOnlyViewer = (user: UserRow | null): Viewer => (user ? { user, team: null, membership: null } : null);

// --- Subjects ---------------------------------------------------------------------------------------------------------

/** A deck as one viewer sees it: the role deckRoleOf resolved for them (null: they may not see it). */
export interface DeckSubject {
  kind: 'deck';
  deck: Pick<DeckRow, 'id' | 'visibility' | 'shareNotes'>;
  role: DeckRole | null;
  /** The viewer's own collaborator role (their deck_users row), null or absent when they have none. */
  collaboratorRole?: DeckRole | null;
  /** The share link presented with the request: when it is the only way in and still locked, a denial asks for its password. */
  link?: LinkAccess | null;
}

/** A comment on a deck the viewer reached (the deck subject carries their role there). */
export interface CommentSubject {
  kind: 'comment';
  comment: Pick<CommentRow, 'userId' | 'parentId'>;
  deck: DeckSubject;
}

/** A team, by id. */
export interface TeamSubject {
  kind: 'team';
  teamId: number;
}

/** Whose media library (and media tags) a call is about: a user's own, or a team's (SPEC §7 team/media, team/tags). */
export type LibraryOwner = { userId: number } | { teamId: number };

/** A media library; `uploaderId` names who uploaded the medium an `edit` is about. */
export interface LibrarySubject {
  kind: 'library';
  owner: LibraryOwner;
  uploaderId?: number;
}

/** The slide templates of the viewer's own team. */
export interface SlideTemplatesSubject {
  kind: 'slide_templates';
}

/** The themes of the viewer's own team. */
export interface ThemesSubject {
  kind: 'themes';
}

/** A user account: its public profile and its billing documents. */
export interface AccountSubject {
  kind: 'account';
  user: Pick<UserRow, 'id'> & { deactivatedAt?: UserRow['deactivatedAt'] };
}

export type Subject =
  | DeckSubject | CommentSubject | TeamSubject | LibrarySubject | SlideTemplatesSubject | ThemesSubject | AccountSubject;
export type SubjectKind = Subject['kind'];

/**
 * Every action per subject kind.
 * - deck: `read`; SPEC §6 `comment`, `present`, `edit`, `admin`; `read_notes` (shared notes, or a role that may
 *   present); `fork` (a public deck for whoever sees it, otherwise editing roles); `preview_revision` (editing roles);
 *   `manage_links` (managers); `see_collaborators` (editing roles and invited collaborators); `share_by_email` (a public
 *   deck for whoever sees it, otherwise managers); `tag` and `use_as_template` (the owner: tags and templates are theirs);
 *   `trash` and recover (managers: owner or deck admin); `destroy` for good (the owner alone: a deck admin may put a
 *   deck in the trash, where the owner can still get it back, but never make it unrecoverable); `moderate_questions`
 *   of a live audience (mark answered, hide, pin, open or close Q&A, review past sessions: whoever may present).
 * - comment: `edit` (its author), `resolve` (a thread's first comment: its author or editing roles), `delete` (its
 *   author or the deck's managers).
 * - team (SPEC §6 team roles): `read` (active members), `manage` settings, members, invitations (enterprise managers:
 *   owner, admin), `own` grant or take the owner role (owners), `view_billing` plan, seats, cost (enterprise managers),
 *   `pay` card, period, cancel, receipts (owners only: payment stays with the owner).
 * - library: `read` (list, search, insert), `upload`, `edit` a medium (label, tags, delete), `manage_tags`.
 * - slide_templates: `read` (active members), `manage` (owners, admins).
 * - themes (SPEC §6, enterprise only): `use` them for decks (active members), `manage` them (enterprise managers).
 * - account: `read` the profile (an active account, or one's own), `read_billing` documents (one's own).
 */
export const SUBJECT_ACTIONS = {
  deck: [
    'read', 'comment', 'present', 'edit', 'admin', 'read_notes', 'fork', 'preview_revision', 'manage_links',
    'see_collaborators', 'share_by_email', 'tag', 'use_as_template', 'trash', 'destroy', 'moderate_questions',
  ],
  comment: ['edit', 'resolve', 'delete'],
  team: ['read', 'manage', 'own', 'view_billing', 'pay'],
  library: ['read', 'upload', 'edit', 'manage_tags'],
  slide_templates: ['read', 'manage'],
  themes: ['use', 'manage'],
  account: ['read', 'read_billing'],
} as const satisfies Record<SubjectKind, readonly string[]>;

export type ActionOn<K extends SubjectKind> = (typeof SUBJECT_ACTIONS)[K][number];
export type DeckSubjectAction = ActionOn<'deck'>;
export type TeamAction = ActionOn<'team'>;
export type LibraryAction = ActionOn<'library'>;
export type ThemeAccess = ActionOn<'themes'>;

/** One kind's rules: whether the viewer may, and the error a refusal answers with. */
interface Rule<S extends Subject> {
  allows(viewer: Viewer, action: ActionOn<S['kind']>, subject: S): boolean;
  denial(viewer: Viewer, action: ActionOn<S['kind']>, subject: S): DomainError;
}

const deckRule: Rule<DeckSubject> = {
  allows(_viewer, action, { deck, role, collaboratorRole }) {
    if (!role) return false;
    switch (action) {
      case 'read': return true;
      case 'comment': case 'present': case 'edit': case 'admin': return deckRoleCan(role, action);
      case 'read_notes': return deck.shareNotes || deckRoleCan(role, 'present');
      case 'fork': return deck.visibility === 'all' || deckRoleCan(role, 'edit');
      case 'preview_revision': return deckRoleCan(role, 'edit');
      case 'manage_links': return deckRoleCan(role, 'admin');
      case 'see_collaborators': return deckRoleCan(role, 'edit') || Boolean(collaboratorRole);
      case 'share_by_email': return deck.visibility === 'all' || deckRoleCan(role, 'admin');
      case 'tag': case 'use_as_template': case 'destroy': return role === 'owner';
      case 'trash': return deckRoleCan(role, 'admin');
      case 'moderate_questions': return deckRoleCan(role, 'present');
    }
  },
  denial(_viewer, action, { deck, role, link }) {
    if (!role) return link?.locked && link.deckId === deck.id ? new PasswordRequired(link.tokenId) : new NotFound();
    switch (action) {
      case 'comment': case 'present': case 'edit': case 'admin': return new Forbidden(MESSAGES.noPermission(action));
      case 'see_collaborators': return new Forbidden(MESSAGES.noPermission('view the collaborators of'));
      case 'share_by_email': return new Forbidden(MESSAGES.emailShareNotAllowed);
      case 'tag': case 'trash': return new Forbidden(MESSAGES.noPermission('admin'));
      case 'destroy': return new Forbidden(MESSAGES.deckDestroyOwnerOnly);
      case 'moderate_questions': return new Forbidden(MESSAGES.qaModeratorsOnly);
      // The rest is hidden from those who may not: a private copy, a revision, links, a template look missing.
      default: return new NotFound();
    }
  },
};

const isAuthor = (viewer: Viewer, comment: CommentSubject['comment']) => Boolean(viewer) && comment.userId === viewer!.user.id;

const commentRule: Rule<CommentSubject> = {
  allows(viewer, action, { comment, deck }) {
    if (!can(viewer, 'comment', deck)) return false;
    if (action === 'edit') return isAuthor(viewer, comment);
    if (action === 'resolve') return comment.parentId === null && (isAuthor(viewer, comment) || can(viewer, 'edit', deck));
    return isAuthor(viewer, comment) || can(viewer, 'admin', deck);
  },
  denial(viewer, action, { comment, deck }) {
    if (!can(viewer, 'comment', deck)) return deckRule.denial(viewer, 'comment', deck);
    if (action === 'edit') return new Forbidden(MESSAGES.commentEditNotAllowed);
    if (action === 'resolve') return new Forbidden(comment.parentId !== null ? MESSAGES.commentReplyResolve : MESSAGES.commentResolveNotAllowed);
    return new Forbidden(MESSAGES.commentDeleteNotAllowed);
  },
};

const teamRule: Rule<TeamSubject> = {
  allows(viewer, action, { teamId }) {
    if (!viewer || viewer.user.deactivatedAt || viewer.team?.id !== teamId || viewer.membership?.teamId !== teamId) return false;
    if (viewer.membership.status !== 'active') return false;
    if (action === 'read') return true;
    if (action === 'own' || action === 'pay') return viewer.membership.role === 'owner';
    return viewer.membership.role === 'owner' || viewer.membership.role === 'admin';
  },
  // Outsiders get 404 (a manager of team A learns nothing about team B), members too weak for the action 403.
  denial(viewer, action, subject) {
    if (!teamRule.allows(viewer, 'read', subject)) return new NotFound();
    return new Forbidden(action === 'own' ? MESSAGES.teamOwnersOnly : action === 'pay' ? MESSAGES.teamBillingOwnersOnly : MESSAGES.teamManagersOnly);
  },
};

/**
 * A user's own library is theirs alone. A team library is open to the team's active members to read and upload into;
 * a member edits what they uploaded, the enterprise managers (owner, admin) edit anything and manage the team's tags.
 * Deactivated members and everyone outside the team may do nothing.
 */
const libraryRule: Rule<LibrarySubject> = {
  allows(viewer, action, { owner, uploaderId }) {
    if (!viewer || viewer.user.deactivatedAt) return false;
    if ('userId' in owner) return viewer.user.id === owner.userId;
    const team: TeamSubject = { kind: 'team', teamId: owner.teamId };
    if (!can(viewer, 'read', team)) return false;
    if (action === 'read' || action === 'upload') return true;
    if (can(viewer, 'manage', team)) return true;
    return action === 'edit' && uploaderId !== undefined && uploaderId === viewer.user.id;
  },
  denial(viewer, action, subject) {
    if (!libraryRule.allows(viewer, 'read', subject)) return new NotFound();
    return new Forbidden(action === 'manage_tags' ? MESSAGES.teamManagersOnly : MESSAGES.teamMediaUploaderOnly);
  },
};

const activeMember = (viewer: Viewer): boolean => Boolean(viewer?.team) && viewer?.membership?.status === 'active';

const slideTemplatesRule: Rule<SlideTemplatesSubject> = {
  allows(viewer, action) {
    return activeMember(viewer) && (action === 'read' || viewer!.membership!.role !== 'member');
  },
  denial(viewer) {
    return activeMember(viewer) ? new Forbidden(MESSAGES.slideTemplatesManagersOnly) : new NotFound();
  },
};

const themesRule: Rule<ThemesSubject> = {
  allows(viewer, action) {
    if (!viewer?.team) return false;
    const subject = planSubject(viewer);
    return action === 'manage' ? isEnterpriseManager(subject) : isEnterprise(subject) && subject.team_role != null;
  },
  // An upgrade hint for anyone off the enterprise plan.
  denial(viewer) {
    return viewer ? new Forbidden(MESSAGES.themesNeedEnterprise, !isEnterprise(planSubject(viewer))) : new SignInRequired();
  },
};

const accountRule: Rule<AccountSubject> = {
  allows(viewer, action, { user }) {
    const self = viewer?.user.id === user.id;
    return action === 'read' ? self || !user.deactivatedAt : self;
  },
  denial() {
    return new NotFound();
  },
};

const RULES: { [K in SubjectKind]: Rule<Extract<Subject, { kind: K }>> } = {
  deck: deckRule,
  comment: commentRule,
  team: teamRule,
  library: libraryRule,
  slide_templates: slideTemplatesRule,
  themes: themesRule,
  account: accountRule,
};

const ruleOf = <S extends Subject>(subject: S) => RULES[subject.kind] as unknown as Rule<S>;

/** Whether the viewer may do `action` with `subject`. */
export function can<S extends Subject>(viewer: Viewer, action: ActionOn<S['kind']>, subject: S): boolean {
  return ruleOf(subject).allows(viewer, action, subject);
}

/** Throws the domain error of a refusal (NotFound, PasswordRequired, Forbidden, SignInRequired) unless `can` allows. */
export function assertCan<S extends Subject>(viewer: Viewer, action: ActionOn<S['kind']>, subject: S): void {
  const rule = ruleOf(subject);
  if (!rule.allows(viewer, action, subject)) throw rule.denial(viewer, action, subject);
}

// --- Resolving a viewer's deck role -------------------------------------------------------------------------------------

export interface DeckWithOwner {
  deck: DeckRow;
  owner: UserRow;
  ownerTeam: TeamRow | null;
  /** The viewer's collaborator role on this deck (their deck_users row), loaded per request; absent means none. */
  collaboratorRole?: DeckRole | null;
}

/** A share link (`?token=`) presented with a request, looked up for the deck being read. */
export interface LinkAccess {
  tokenId: number;
  deckId: number;
  linkType: LinkType;
  embedOnly: boolean;
  /** A password link not yet unlocked in this browser session. */
  locked: boolean;
}

/** Where a deck is being read: the app (show page, API, data.json) or a player page (fullscreen, embed, kiosk). */
export type DeckSurface = 'app' | 'player';

/** The stronger of two roles (DECK_ROLES runs from strongest to weakest). */
function strongest(a: DeckRole | null, b: DeckRole): DeckRole {
  return a && DECK_ROLES.indexOf(a) <= DECK_ROLES.indexOf(b) ? a : b;
}

/**
 * The viewer's role on a deck, or null when they may not even see it (a denial then answers 404): the owner's; else,
 * on an active deck of an active owner, the strongest of the team's default (team and public decks, for active
 * members of the owner's team), viewer on a public deck, their collaborator role, and what a share link grants. An
 * unlocked link to this deck grants viewer, or presenter for a presenter link; an embed-only link grants nothing
 * outside the player. Every screen that reads a deck (show, embed, kiosk, live, data.json) goes through loadDeck, and
 * loadDeck through this.
 */
export function deckRoleOf(
  viewer: Viewer, found: DeckWithOwner, { link = null, surface = 'app' }: { link?: LinkAccess | null; surface?: DeckSurface } = {},
): DeckRole | null {
  const { deck, owner, ownerTeam, collaboratorRole } = found;
  if (viewer && viewer.user.id === deck.userId) return 'owner';
  if (deck.lifecycle !== 'active' || owner.deactivatedAt) return null;
  const sameTeam = Boolean(
    viewer && ownerTeam && viewer.team?.id === ownerTeam.id && viewer.membership?.status === 'active',
  );
  let role: DeckRole | null = null;
  if (deck.visibility === 'team' && sameTeam) role = ownerTeam!.defaultInternalRole;
  if (deck.visibility === 'all') role = sameTeam ? ownerTeam!.defaultInternalRole : 'viewer';
  // A collaborator keeps their role whatever the visibility; the stronger of it and the team's default wins.
  const invited = viewer && collaboratorRole && collaboratorRole !== 'owner' ? collaboratorRole : null;
  if (invited) role = strongest(role, invited);
  if (!link || link.locked || link.deckId !== deck.id) return role;
  if (link.embedOnly && surface !== 'player') return role;
  return strongest(role, link.linkType === 'presenter' ? 'presenter' : 'viewer');
}

// --- The deck rules as SQL ----------------------------------------------------------------------------------------------

/** Roles whose holders may read speaker notes without the deck sharing them (the deck rule's `read_notes`). */
const NOTE_READING_ROLES = DECK_ROLES.filter((role) => deckRoleCan(role, 'present'));

/**
 * deckRoleOf as SQL, for queries that filter many decks at once (search, explore): the decks (`d`, owner `u`, owner's
 * team `t`) the viewer may find. It is deckRoleOf's rules without share links, minus trashed decks, which lists never
 * show (the owner finds them in the trash). Kept beside deckRoleOf so the two change together; search.api.test.ts
 * checks the matrix.
 */
export function findableDeckSql(viewer: Viewer): SQL {
  const me = viewer?.user.id ?? null;
  const myTeam = viewer?.team && viewer.membership?.status === 'active' ? viewer.team.id : null;
  return sql`(d.lifecycle = 'active' AND (d.user_id = ${me}
    OR (u.deactivated_at IS NULL AND (d.visibility = 'all' OR (d.visibility = 'team' AND u.team_id = ${myTeam})
      OR ${collaboratorRoleSql(me)} IS NOT NULL))))`;
}

/** The viewer's collaborator role on deck `d` as SQL (NULL for none or for an anonymous viewer). */
function collaboratorRoleSql(me: number | null): SQL {
  return sql`(SELECT du.role FROM deck_users du WHERE du.deck_id = d.id AND du.user_id = ${me} AND du.role <> 'owner')`;
}

/** The deck rule's `read_notes` as SQL over the rows findableDeckSql admits (same aliases). */
export function notesReadableSql(viewer: Viewer): SQL {
  const me = viewer?.user.id ?? null;
  const myTeam = viewer?.team && viewer.membership?.status === 'active' ? viewer.team.id : null;
  const roles = sql.join(NOTE_READING_ROLES.map((role) => sql`${role}`), sql`, `);
  return sql`(d.share_notes OR d.user_id = ${me} OR (u.team_id = ${myTeam} AND t.default_internal_role::text IN (${roles}))
    OR ${collaboratorRoleSql(me)}::text IN (${roles}))`;
}
