/**
 * Recorded narration (the speaker view's Record): GET /decks/{id}/narration.json (anyone who may read the deck),
 * POST the same (multipart: `file`, `duration_ms`, `cues` as JSON, `camera`) to store a whole recording,
 * POST /decks/{id}/narration/slide.json (the same fields plus `h`, `v`) to re-record one slide, DELETE to remove it.
 * Recording needs the roles that may edit the deck; the file is held to the media upload limits and storage.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, MESSAGES, NARRATION_MESSAGES, NarrationSlideFields, NarrationUploadFields, UPLOAD_RATE_LIMIT } from '@podium/shared';
import type { ZodType } from 'zod';
import type { AppServices } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { receiveUpload } from '../multipartUpload.js';
import { findNarration } from '../../services/narration/findNarration.js';
import { deleteNarration, editableDeck, rerecordSlide, saveNarration } from '../../services/narration/saveNarration.js';
import { presentNarration } from '../../presenters/narration.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';

type DeckParams = { Params: { id: string } };

/** Registers the narration routes (under /api/v1). */
export async function registerNarrationApi(app: FastifyInstance, services: AppServices): Promise<void> {
  /** Streams the `file` part to storage's staging area and collects the text fields, then parses them with `schema`. */
  async function receive<T>(request: FastifyRequest, schema: ZodType<T>): Promise<{ staged: StagedUpload; fields: T }> {
    if (!request.isMultipart()) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
    const { staged, fields } = await receiveUpload(request, (file) => services.storage.stage(file, LIMITS.videoUploadBytes),
      () => new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size'));
    if (!staged) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
    try {
      return { staged, fields: parseInput(schema, fields) };
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  app.get<DeckParams>('/decks/:id/narration.json', async (request) => {
    const { narration, canRecord } = await findNarration(contextOf(services, request), idParam(request.params.id));
    return { narration: narration ? presentNarration(narration) : null, can_record: canRecord };
  });

  app.delete<DeckParams>('/decks/:id/narration.json', async (request, reply) => {
    await deleteNarration(contextOf(services, request), idParam(request.params.id));
    return reply.code(204).send();
  });

  // Multipart in its own scope: the plugin adds hooks to every route of the scope it is registered in.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: LIMITS.videoUploadBytes, files: 1, fields: 8, fieldSize: 512 * 1024 } });
    const rateLimit = {
      max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
    };

    upload.post<DeckParams>('/decks/:id/narration.json', { config: { rateLimit } }, async (request, reply) => {
      const ctx = contextOf(services, request);
      if (!ctx.user) throw new SignInRequired();
      // Whoever may not record is refused before the file is read.
      await editableDeck(ctx, idParam(request.params.id));
      const { staged, fields } = await receive(request, NarrationUploadFields);
      const saved = await saveNarration({ ctx, deckId: idParam(request.params.id), staged, fields });
      return reply.code(201).send({ narration: presentNarration(saved) });
    });

    upload.post<DeckParams>('/decks/:id/narration/slide.json', { config: { rateLimit } }, async (request) => {
      const ctx = contextOf(services, request);
      if (!ctx.user) throw new SignInRequired();
      await editableDeck(ctx, idParam(request.params.id));
      const { staged, fields } = await receive(request, NarrationSlideFields);
      const saved = await rerecordSlide({ ctx, deckId: idParam(request.params.id), staged, fields });
      return { narration: presentNarration(saved) };
    });
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const narrationApi = { name: 'narration', register: registerNarrationApi };
