/** POST /api/v1/embeds/frame_check.json {url}: can this page be shown in an iframe block? Signed-in users only. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import { checkFraming, type FrameCheckOptions } from '../../services/embeds/checkFraming.js';
import { contextOf } from '../request-context.js';
import { parseInput } from '../parse.js';
import { SignInRequired } from '../../domain/errors.js';

const FrameCheckInput = z.object({ url: z.string().trim().min(1).max(2048) });

/** Each check makes an outbound request, so a user gets a few per minute (keyed by user, after sign-in is known). */
const RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** Registers the embed routes under /api/v1. */
export function registerEmbedApi(app: FastifyInstance, services: AppServices, options: FrameCheckOptions = {}): void {
  app.post('/embeds/frame_check.json', {
    config: { rateLimit: { ...RATE_LIMIT, hook: 'preHandler', keyGenerator: (request) => (request.user ? `frame-check:${request.user.id}` : request.ip) } },
  }, async (request) => {
    if (!request.user) throw new SignInRequired();
    const input = parseInput(FrameCheckInput, request.body);
    return { frame_check: await checkFraming({ ctx: contextOf(services, request), url: input.url, options }) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts); tests pass frame-check settings. */
export const embedsApi = {
  name: 'embeds',
  register: (app: FastifyInstance, services: AppServices, options: { frameCheck?: FrameCheckOptions }) =>
    registerEmbedApi(app, services, options.frameCheck),
};
