/** Typed calls for deck comments (SPEC §7 Comments: list with optional slide_hash, create, update, delete). */
import type { CommentJson, CommentListJson, CreateCommentInput, UpdateCommentInput } from '@podium/shared';
import { del, get, post, put } from './client';

/** `&token=…` for a reader who came through a share link (the server checks the link like any deck read). */
const withToken = (token: string | null | undefined) => (token ? `token=${encodeURIComponent(token)}` : '');
const suffix = (token: string | null | undefined) => (token ? `?${withToken(token)}` : '');

/** Every comment of a deck, oldest first (all pages). */
export async function listAllComments(deckId: number, signal?: AbortSignal, token?: string | null): Promise<CommentJson[]> {
  const all: CommentJson[] = [];
  for (let page = 1; ; page += 1) {
    const url = `/api/v1/decks/${deckId}/comments.json?page=${page}${token ? `&${withToken(token)}` : ''}`;
    const { results, total } = await get<CommentListJson>(url, signal);
    all.push(...results);
    if (!results.length || all.length >= total) return all;
  }
}

/** Starts a thread on a slide (optionally a block), or replies with `parent_id`. */
export async function createComment(deckId: number, comment: CreateCommentInput['comment'], token?: string | null): Promise<CommentJson> {
  return (await post<{ comment: CommentJson }>(`/api/v1/decks/${deckId}/comments.json${suffix(token)}`, { comment })).comment;
}

/** Edits a message, or resolves (`resolved: true`) / reopens (`false`) a thread. */
export async function updateComment(deckId: number, id: number, comment: UpdateCommentInput['comment'], token?: string | null): Promise<CommentJson> {
  return (await put<{ comment: CommentJson }>(`/api/v1/decks/${deckId}/comments/${id}.json${suffix(token)}`, { comment })).comment;
}

/** Deletes a comment (yours, or any as a deck manager). */
export async function deleteComment(deckId: number, id: number, token?: string | null): Promise<void> {
  await del<unknown>(`/api/v1/decks/${deckId}/comments/${id}.json${suffix(token)}`);
}
