/**
 * The one deck loader: a deck (by id or by /{username}/{slug}), its owner, the owner's team and the viewer's role,
 * with the policy applied (NotFound when the viewer may not see it, PasswordRequired for a locked link, Forbidden for
 * an action the role does not allow). The cache (DeckStore) sits behind it and holds no roles: the role is computed
 * here per request (for anonymous readers of a warm deck, once per cached copy: anonymousView), so collaborator roles
 * plug into auth/policies.ts without touching callers.
 */
import type { DeckRole } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import {
  assertCan, can, deckRoleOf, type DeckSubject, type DeckSubjectAction, type DeckSurface, type Viewer,
} from '../../auth/policies.js';
import { NotFound } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { countLinkView, resolveLink } from '../sharing/linkAccess.js';
import { countDeckViewOf } from '../views/deckViews.js';
import { collaboratorRoleOf } from '../collaborators/collaboratorRole.js';
import type { DeckStore, LoadedDeck } from '../../infra/cache/deckStore.js';

/** Which deck: its id, or the path users see. */
export type DeckRef = { id: number } | { username: string; slug: string };

/** A loaded deck with what this viewer may do with it: a deck subject of the policy (`can(found.viewer, action, found)`). */
export interface ViewableDeck extends LoadedDeck {
  kind: 'deck';
  /** Who the role was resolved for (null: anonymous), as loaded for this request. */
  viewer: Viewer;
  role: DeckRole;
  /** The viewer's own collaborator role (their deck_users row), null when they are not a collaborator. */
  collaboratorRole?: DeckRole | null;
  /** Whether this viewer may read the speaker notes (shared notes, or a role that may present). */
  notes: boolean;
}

export interface LoadDeckOptions {
  ctx: ServiceContext;
  ref: DeckRef;
  /** The action the caller is about to take (default read): refused as the policy says (Forbidden, or NotFound for hidden ones). */
  action?: DeckSubjectAction;
  /** Player pages (fullscreen, embed, kiosk) accept embed-only links; the app does not. */
  surface?: DeckSurface;
  /** Opening a deck page counts a view of the deck (unless the viewer may edit it) and of the share link that let them in. */
  countView?: boolean;
  /** Read the database rather than the cache (writes decide on the current row). */
  fresh?: boolean;
}

/** The deck with the viewer's role (the request's share link included); throws when the viewer may not have it. */
export async function loadDeck(
  { ctx, ref, action = 'read', surface = 'app', countView = false, fresh = false }: LoadDeckOptions,
): Promise<ViewableDeck> {
  const cached = 'id' in ref ? await ctx.decks.get(ref.id, fresh) : await ctx.decks.getByPath(ref.username, ref.slug);
  if (!cached) throw new NotFound();
  const id = cached.deck.id;
  // The viewer's collaborator row is read per request (never cached), so a role change applies at once.
  const [viewer, collaboratorRole] = await Promise.all([
    ctx.user ? viewOfUser(ctx.db, ctx.user) : null,
    ctx.user && ctx.user.id !== cached.deck.userId ? collaboratorRoleOf(ctx.db, id, ctx.user.id) : null,
  ]);
  const found = { ...cached, collaboratorRole };
  const link = await resolveLink(ctx, id);
  const subject: DeckSubject = { kind: 'deck', deck: found.deck, role: deckRoleOf(viewer, found, { link, surface }), collaboratorRole, link };
  assertCan(viewer, action, subject);
  // A view through the link counts (on the queue), also on a public deck; the deck's managers checking their own link do not.
  if (countView && link && !link.locked && !can(viewer, 'admin', { ...subject, role: deckRoleOf(viewer, found), link: null })) {
    await countLinkView(ctx, link);
  }
  // A deck view: anyone who may not edit it, once per browser; queued without the page waiting for it.
  if (countView && !can(viewer, 'edit', subject)) void countDeckViewOf(ctx, id);
  return viewable(viewer, found, subject.role!);
}

/**
 * The deck for an anonymous viewer without a share link, straight from the cache (no promise, no query), or undefined
 * when it is not warm or not readable anonymously: then loadDeck decides (other ways in are checked there).
 */
export function peekPublicDeck(store: DeckStore, ref: DeckRef): ViewableDeck | undefined {
  const found = 'id' in ref ? store.peek(ref.id) : store.peekPath(ref.username, ref.slug);
  return found ? anonymousView(found) ?? undefined : undefined;
}

/** Whether peekPublicDeck would find the deck (the show page needs no more). */
export function publicDeckIsWarm(store: DeckStore, ref: { username: string; slug: string }): boolean {
  const found = store.peekPath(ref.username, ref.slug);
  return Boolean(found && anonymousView(found));
}

/**
 * What the policy gives an anonymous viewer without a link, per cached deck: the ViewableDeck, or null when they may
 * not read it. The anonymous decision depends on nothing but the cached copy (the deck row, its owner and the owner's
 * team), and DeckStore never changes a cached copy: every change of the deck, its owner or their team drops it and the
 * next read loads a new one (so a new key here), as does the cache's TTL. A warm public deck is then answered without
 * copying it or asking the policy again per request; the WeakMap lets a view go with its dropped copy.
 */
const anonymousViews = new WeakMap<LoadedDeck, ViewableDeck | null>();

function anonymousView(found: LoadedDeck): ViewableDeck | null {
  let view = anonymousViews.get(found);
  if (view === undefined) {
    const role = deckRoleOf(null, found);
    view = role && can(null, 'read', { kind: 'deck', deck: found.deck, role }) ? Object.freeze(viewable(null, found, role)) : null;
    anonymousViews.set(found, view);
  }
  return view;
}

function viewable(viewer: Viewer, found: LoadedDeck & { collaboratorRole?: DeckRole | null }, role: DeckRole): ViewableDeck {
  const deck: ViewableDeck = { ...found, kind: 'deck', viewer, role, notes: false };
  deck.notes = can(viewer, 'read_notes', deck);
  return deck;
}
