/**
 * The comments of the deck on screen, for every part of a page that shows them (the editor's panel, toolbar toggle and
 * navigator badges; the review page): one store per deck, and the calls that change comments, each telling the user
 * when it fails (SPEC §8 "Failed to save" / "Failed to delete", or the server's own message such as the 1000 limit).
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deckRoleCan, MESSAGES, type CommentJson, type DeckRole } from '@podium/shared';
import { createComment, deleteComment, updateComment } from '../../api/comments';
import { ApiError } from '../../api/client';
import { useDeckAccess } from '../sharing';
import { deckUsersKey, listDeckUsers } from '../../api/collaborators';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { CommentsStore, type CommentsSnapshot } from './commentsStore';
import type { Mentionable } from './mentionSuggest';

interface CommentsContextValue {
  store: CommentsStore;
  role: DeckRole | null;
  /** People worth suggesting for @mentions besides the commenters (the deck's owner and collaborators). */
  people: readonly Mentionable[];
}

const CommentsContext = createContext<CommentsContextValue | null>(null);
const NO_PEOPLE: readonly Mentionable[] = [];

/**
 * Provides the deck's comments (loaded and followed live while mounted) to its children; `token`: the page's share link;
 * `owner`: the deck's owner, suggested for @mentions with the deck's collaborators (when the viewer may list them:
 * the server answers the list to managers and collaborators only; anyone else keeps the owner and the commenters).
 */
export function CommentsProvider({ deckId, token = null, owner, children }: { deckId: number; token?: string | null; owner?: Mentionable; children: ReactNode }) {
  const [store] = useState(() => new CommentsStore(deckId, token));
  const { user } = useSession();
  useEffect(() => store.start(), [store]);
  const role = useDeckAccess(deckId, { token }).data?.role ?? null;
  const collaborators = useQuery({
    queryKey: deckUsersKey(deckId),
    queryFn: ({ signal }) => listDeckUsers(deckId, signal),
    enabled: Boolean(user && role),
    retry: false,
  });
  const ownerName = owner?.username;
  const ownerFullName = owner?.name ?? null;
  const people = useMemo(() => {
    const list: Mentionable[] = ownerName ? [{ username: ownerName, name: ownerFullName }] : [];
    // Accepted collaborators only: a pending invitation has no username to mention yet.
    for (const row of collaborators.data?.results ?? []) if (row.username && !row.pending) list.push({ username: row.username, name: row.name });
    return list.length ? list : NO_PEOPLE;
  }, [ownerName, ownerFullName, collaborators.data]);
  const value = useMemo(() => ({ store, role, people }), [store, role, people]);
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>;
}

function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('comments components must be inside <CommentsProvider>');
  return value;
}

/** A slice of the comments state; re-renders when it changes. */
export function useComments<T>(select: (snapshot: CommentsSnapshot) => T): T {
  const { store } = useCommentsContext();
  return select(useSyncExternalStore(store.subscribe, store.getSnapshot));
}

/** The store itself (to open or close the panel, retry a load). */
export function useCommentsStore(): CommentsStore {
  return useCommentsContext().store;
}

/** Who to suggest for @mentions: the given people and everyone who commented, without the viewer, each once. */
export function useMentionables(): Mentionable[] {
  const { people } = useCommentsContext();
  const { user } = useSession();
  const threads = useComments((s) => s.threads);
  return useMemo(() => {
    const seen = new Map<string, Mentionable>();
    const authors = threads.flatMap((thread) => [thread.root, ...thread.replies]).map((comment) => comment.user);
    for (const person of [...people, ...authors]) {
      if (person && person.username !== user?.username && !seen.has(person.username)) seen.set(person.username, { username: person.username, name: person.name });
    }
    return [...seen.values()];
  }, [people, threads, user?.username]);
}

/** What the signed-in viewer may do with one comment. */
export interface CommentRights {
  edit: boolean;
  delete: boolean;
  resolve: boolean;
  reply: boolean;
}

/** The viewer's rights on a comment, as the server decides them (api comments: author edits; author or manager deletes). */
export function useCommentRights(): (comment: CommentJson) => CommentRights {
  const { role } = useCommentsContext();
  const { user } = useSession();
  return (comment) => {
    const mine = Boolean(user && comment.user?.id === user.id);
    const live = !comment.deleted;
    return {
      edit: mine && live,
      delete: live && (mine || (role !== null && deckRoleCan(role, 'admin'))),
      resolve: comment.parent_id === null && (mine || (role !== null && deckRoleCan(role, 'edit'))),
      reply: Boolean(user && role),
    };
  };
}

/** The message to show for a failed call: the server's field message (e.g. the 1000 limit) or the SPEC's own. */
function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 500 && error.message) return error.message;
  return fallback;
}

/** The calls that change comments; each resolves true when it worked, and shows what went wrong when not. */
export function useCommentActions() {
  const { store } = useCommentsContext();
  const notify = useNotify();
  return useMemo(() => {
    const run = async (work: () => Promise<void>, fallback: string) => {
      try {
        await work();
        return true;
      } catch (error) {
        notify(failure(error, fallback), { negative: true });
        return false;
      }
    };
    return {
      create: (input: { message: string; slide_hash: string; block_id?: string | null }) =>
        run(async () => store.put(await createComment(store.deckId, input, store.token)), MESSAGES.failedToSave),
      reply: (parentId: number, message: string) =>
        run(async () => store.put(await createComment(store.deckId, { message, parent_id: parentId }, store.token)), MESSAGES.failedToSave),
      edit: (id: number, message: string) =>
        run(async () => store.put(await updateComment(store.deckId, id, { message }, store.token)), MESSAGES.failedToSave),
      resolve: (id: number, resolved: boolean) =>
        run(async () => store.put(await updateComment(store.deckId, id, { resolved }, store.token)), MESSAGES.failedToSave),
      remove: (id: number) => run(async () => {
        await deleteComment(store.deckId, id, store.token);
        // The server keeps a first comment that has replies, as deleted, so its thread keeps its shape.
        const kept = store.getSnapshot().threads.find((thread) => thread.root.id === id && thread.replies.length > 0);
        if (kept) store.put({ ...kept.root, deleted: true, message: '', user: null, edited_at: null });
        else store.remove(id);
      }, MESSAGES.failedToDelete),
    };
  }, [store, notify]);
}
