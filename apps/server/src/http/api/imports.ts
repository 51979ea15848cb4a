/**
 * The imports API (SPEC §7 /imports.json, /imports/{id}.json): POST a file (multipart field `file`, optional
 * `title`; at most the SPEC §5 import upload size, streamed to disk) → 202 with the queued import; GET one import
 * (polled while it runs) and the user's recent ones. Only the importing user sees an import.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS, MESSAGES, UPLOAD_RATE_LIMIT } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { withoutJson } from '../parse.js';
import { presentImport } from '../../presenters/import.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { receiveUpload } from '../multipartUpload.js';
import { importUploads } from '../../jobs/import/uploads.js';
import { importFormatIds } from '../../jobs/import/registry.js';
import { startImport } from '../../services/imports/startImport.js';
import { findImport, listImports } from '../../services/imports/readImports.js';

type ImportParams = { Params: { id: string } };

/** Registers the import routes (under /api/v1). */
export async function registerImportApi(app: FastifyInstance, services: AppServices): Promise<void> {
  const uploads = importUploads(services.config.dataDir);

  /** Streams the `file` part to disk (refusing more than the SPEC §5 size) and reads the `title` field. */
  async function receive(request: FastifyRequest): Promise<{ staged: StagedUpload; fileName: string; title?: string }> {
    const { staged, fileName, fields } = await receiveUpload(request, (file) => uploads.stage(file, LIMITS.importUploadBytes),
      () => new LimitReached(MESSAGES.importTooLarge(LIMITS.importUploadBytes), 'size'));
    if (!staged) throw Invalid.field('file', MESSAGES.importMissing);
    return { staged, fileName, title: fields.title };
  }

  // Multipart in its own scope: the plugin adds hooks to every route of the scope it is registered in.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: LIMITS.importUploadBytes, files: 1, fields: 5, fieldSize: 4096 } });
    upload.post('/imports.json', {
      config: {
        // Per user, like media uploads: one account cannot flood the disk from many addresses.
        rateLimit: {
          max: UPLOAD_RATE_LIMIT.requests, timeWindow: UPLOAD_RATE_LIMIT.windowMs, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `import:${request.user?.id ?? request.ip}`,
        },
      },
    }, async (request, reply) => {
      if (!request.user) throw new SignInRequired();
      if (!request.isMultipart()) throw Invalid.field('file', MESSAGES.importMissing);
      const { staged, fileName, title } = await receive(request);
      const row = await startImport({ ctx: contextOf(services, request), staged, fileName, title });
      return reply.code(202).send({ import: presentImport(row, services.config.publicUrl) });
    });
  });

  app.get('/imports.json', async (request) => {
    const results = await listImports(contextOf(services, request));
    // `formats`: what this server reads, so the import screen promises nothing it cannot do.
    return { results: results.map(({ row, deck }) => presentImport(row, services.config.publicUrl, deck)), formats: importFormatIds() };
  });

  app.get<ImportParams>('/imports/:id', async (request) => {
    const { row, deck } = await findImport(contextOf(services, request), withoutJson(request.params.id));
    return { import: presentImport(row, services.config.publicUrl, deck) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const importsApi = { name: 'imports', register: registerImportApi };
