/**
 * /api/v1 comments (SPEC §7 Comments: list with optional slide_hash, create, update, delete):
 *   GET    /decks/{id}/comments.json[?slide_hash=&page=]  → {results, total}
 *   POST   /decks/{id}/comments.json {comment: {message, slide_hash, block_id?, parent_id?}} → 201 {comment}
 *   PUT    /decks/{id}/comments/{comment_id}.json {comment: {message?, resolved?}} → {comment}
 *          (`resolved: true` resolves the thread, `false` reopens it; only on a thread's first comment)
 *   DELETE /decks/{id}/comments/{comment_id}.json → {}
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateCommentInput, MESSAGES, UpdateCommentInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { listComments } from '../../services/comments/listComments.js';
import { createComment } from '../../services/comments/createComment.js';
import { deleteComment, updateComment } from '../../services/comments/changeComment.js';

const ListQuery = z.object({
  slide_hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.commentAnchorInvalid).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

type IdParams = { Params: { id: string } };
type CommentParams = { Params: { id: string; commentId: string } };

/** Registers the comment routes under /api/v1. */
export function registerCommentApi(app: FastifyInstance, services: AppServices): void {
  app.get<IdParams>('/decks/:id/comments.json', async (request) => {
    const query = parseInput(ListQuery, request.query);
    return listComments({ ctx: contextOf(services, request), deckId: idParam(request.params.id), slideHash: query.slide_hash, page: query.page });
  });

  // A person types comments one at a time; this bounds a script posting (and mailing mentions) in a loop.
  app.post<IdParams>('/decks/:id/comments.json', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = parseInput(CreateCommentInput, request.body, 'comment');
    const { comment } = await createComment({ ctx: contextOf(services, request), deckId: idParam(request.params.id), input: input.comment });
    return reply.code(201).send({ comment });
  });

  app.put<CommentParams>('/decks/:id/comments/:commentId', async (request) => {
    const input = parseInput(UpdateCommentInput, request.body, 'comment');
    const comment = await updateComment({
      ctx: contextOf(services, request), deckId: idParam(request.params.id), id: idParam(request.params.commentId), input: input.comment,
    });
    return { comment };
  });

  app.delete<CommentParams>('/decks/:id/comments/:commentId', async (request) => {
    await deleteComment({ ctx: contextOf(services, request), deckId: idParam(request.params.id), id: idParam(request.params.commentId) });
    return {};
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const commentsApi = { name: 'comments', register: registerCommentApi };
