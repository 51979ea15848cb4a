/**
 * Deck comments (SPEC §3 comment slide_hash, §5 "Collaboration comment max 1000", §7 Comments: list, create, update,
 * delete): payloads the server parses, the JSON it answers, and the @mention rule the composer and the mailer share.
 */
import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';

/** A slide's `data-id` hash or a block id (the deck's id alphabet, see @podium/deck's Id). */
const AnchorId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.commentAnchorInvalid);

/** The message of a comment: not blank, at most LIMITS.commentMax characters (SPEC §5). */
const CommentMessage = z.string()
  .max(LIMITS.commentMax, MESSAGES.tooLong(LIMITS.commentMax))
  .refine((value) => value.trim().length > 0, MESSAGES.required);

/** POST /decks/{id}/comments.json: a new thread on a slide (and optionally a block), or a reply (`parent_id`). */
export const CreateCommentInput = z.object({
  comment: z.object({
    message: CommentMessage,
    // A reply takes its thread's slide, so the client may leave it out there.
    slide_hash: AnchorId.optional(),
    block_id: AnchorId.nullable().optional(),
    parent_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  }).strict(),
});
export type CreateCommentInput = z.infer<typeof CreateCommentInput>;

/** PUT /decks/{id}/comments/{comment_id}.json: edit the message (author only) and/or resolve or reopen a thread. */
export const UpdateCommentInput = z.object({
  comment: z.object({
    message: CommentMessage.optional(),
    resolved: z.boolean().optional(),
  }).strict().refine((value) => value.message !== undefined || value.resolved !== undefined, MESSAGES.required),
});
export type UpdateCommentInput = z.infer<typeof UpdateCommentInput>;

/** Who wrote or resolved a comment, as every reader of the deck may see them. */
export interface CommentUserJson {
  id: number;
  username: string;
  name: string | null;
  thumbnail_url: string | null;
}

/** One comment. A deleted thread start keeps its place (its replies stay) with no message and no author. */
export interface CommentJson {
  id: number;
  deck_id: number;
  slide_hash: string;
  block_id: string | null;
  parent_id: number | null;
  message: string;
  user: CommentUserJson | null;
  resolved: boolean;
  resolved_at: string | null;
  resolved_by: CommentUserJson | null;
  edited_at: string | null;
  created_at: string;
  deleted: boolean;
}

/** The list answer (SPEC §7 lists: results and total; further pages with ?page=n). */
export interface CommentListJson {
  results: CommentJson[];
  total: number;
}

/** Comments per page of GET comments.json. */
export const COMMENT_PAGE_SIZE = 500;

/** What the `editor` namespace sends to a deck's comment room when a comment is added, changed or removed. */
export type CommentEventJson =
  | { deck_id: number; type: 'saved'; comment: CommentJson }
  | { deck_id: number; type: 'removed'; id: number };

/** Socket.IO event names of the comments channel on the `editor` namespace. */
export const COMMENT_EVENTS = { join: 'comments:join', leave: 'comments:leave', changed: 'comments:changed' } as const;

/** `@username` mentions: a username (SPEC §5 alphabet) after the start or a non-word character. */
const MENTION_PATTERN = /(^|[^A-Za-z0-9_@.-])@([A-Za-z0-9_-]{2,40})/g;

/** The distinct usernames (lowercased) a message mentions, in order of first mention. */
export function mentionedUsernames(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(MENTION_PATTERN)) names.add(match[2]!.toLowerCase());
  return [...names];
}
