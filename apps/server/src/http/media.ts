/**
 * Media: POST /api/v1/media.json (multipart field `file`, an image or a video), the same into the team library at
 * POST /api/v1/team/media.json, POST /api/v1/users/avatar.json (a profile picture) and GET /media/{key} (with byte ranges). Files are served with a
 * sandboxing CSP, so an uploaded SVG opened directly can never run script on the app's origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, MESSAGES, UPLOAD_RATE_LIMIT } from '@podium/shared';
import type { AppServices } from '../context.js';
import { storeMedia } from '../services/media/storeMedia.js';
import { storageLimitOf } from '../services/media/storageLimit.js';
import { findMedia } from '../services/media/findMedia.js';
import { withParts } from '../services/media/loadMedium.js';
import { setAvatar } from '../services/users/setAvatar.js';
import { assertLibrary, teamLibrary } from '../services/media/library.js';
import { hostTeamOf } from './api/teams.js';
import { presentTeamMedia } from './api/team-media.js';
import { presentMedium } from '../presenters/media.js';
import { UploadTooLarge } from '../storage/local.js';
import { contextOf } from './request-context.js';
import { parseByteRange } from './byteRange.js';
import { Invalid, LimitReached, NotFound, SignInRequired } from '../domain/errors.js';

const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', ogv: 'video/ogg',
};

/** Registers upload and download routes for media. */
export async function registerMedia(app: FastifyInstance, services: AppServices): Promise<void> {
  // Multipart in its own scope: the plugin adds hooks to every route of the scope it is registered in.
  await app.register(async (upload) => {
    // Videos may be larger than images; the image limit is checked once the type is known.
    await upload.register(fastifyMultipart, { limits: { fileSize: LIMITS.videoUploadBytes, files: 1, fields: 5 } });
    // Per user (not per address): one account cannot flood storage from many addresses, nor one office NAT block others.
    upload.post('/api/v1/media.json', {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
        },
      },
    }, uploadRoute);
    upload.post('/api/v1/team/media.json', {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
        },
      },
    }, teamUploadRoute);
    upload.post('/api/v1/users/avatar.json', {
      config: {
        rateLimit: {
          max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
        },
      },
    }, avatarRoute);
  });

  /**
   * The request's one file (multipart field `file`) streamed to a temporary file, never whole in memory, refused past
   * `maxBytes` with the size message; the caller's service decides whether it stays.
   */
  async function stageUpload(request: FastifyRequest, maxBytes: number, tooLarge: (maxBytes: number) => string) {
    if (!request.user) throw new SignInRequired();
    if (!request.isMultipart()) throw Invalid.field('file', MESSAGES.imageMissing);
    const file = await request.file();
    if (!file) throw Invalid.field('file', MESSAGES.imageMissing);
    try {
      return { staged: await services.storage.stage(file.file, maxBytes), fileName: file.filename };
    } catch (error) {
      if (error instanceof UploadTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new LimitReached(tooLarge(maxBytes), 'size');
      }
      throw error;
    }
  }

  /** Account settings: a new profile picture (multipart field `file`); answers the new `thumbnail_url`. */
  async function avatarRoute(request: FastifyRequest) {
    const { staged } = await stageUpload(request, LIMITS.imageUploadBytes, MESSAGES.imageTooLarge);
    return { thumbnail_url: await setAvatar({ ctx: contextOf(services, request), staged }) };
  }

  /** Streams the request's file to a temporary file (never whole in memory); the service decides whether it stays. */
  async function uploadRoute(request: FastifyRequest, reply: FastifyReply) {
    const { staged, fileName } = await stageUpload(request, LIMITS.videoUploadBytes, MESSAGES.videoTooLarge);
    const row = await storeMedia({ ctx: contextOf(services, request), staged, label: fileName });
    const ctx = contextOf(services, request);
    const [parts] = await withParts(ctx, [row]);
    return reply.code(201).send({ media: { ...presentMedium(parts!), sha256: staged.sha256 } });
  }

  /** An upload into the team library; whoever may not upload there is refused before the file is read. */
  async function teamUploadRoute(request: FastifyRequest, reply: FastifyReply) {
    const ctx = contextOf(services, request);
    const library = await teamLibrary(ctx, hostTeamOf(request));
    assertLibrary(library, 'upload');
    const { staged, fileName } = await stageUpload(request, LIMITS.videoUploadBytes, MESSAGES.videoTooLarge);
    const row = await storeMedia({ ctx, library, staged, label: fileName });
    const [media] = await presentTeamMedia(services, request, library, [row]);
    return reply.code(201).send({ media: { ...media!, sha256: staged.sha256 } });
  }

  // SPEC §7 media usage (response bytes), with the limit in force so the account page can show both.
  app.get('/api/v1/media/usage.json', async (request) => {
    if (!request.user) throw new SignInRequired();
    return { bytes: request.user.storageUsed, limit: storageLimitOf(services.config, request.user) };
  });

  // Range requests let a video seek (and resume) without downloading the whole file first.
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    const row = await findMedia({ ctx: services, key });
    const range = parseByteRange(request.headers.range, row.size);
    const stream = range === 'unsatisfiable' ? null : services.storage.open(key, range ?? undefined);
    if (range !== 'unsatisfiable' && !stream) throw new NotFound();
    reply
      .type(TYPES[key.split('.').pop()!] ?? 'application/octet-stream')
      .header('Content-Security-Policy', MEDIA_CSP)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable' || !stream) return reply.code(416).header('Content-Range', `bytes */${row.size}`).send();
    if (!range) return reply.header('Content-Length', row.size).send(stream);
    return reply.code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(stream);
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const mediaRoutes = { name: 'media', register: registerMedia };
