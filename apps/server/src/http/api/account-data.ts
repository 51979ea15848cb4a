/**
 * Your data (account settings): GET /account/data.json (the account's data as JSON, at once), POST
 * /account/exports.json (every deck as an offline ZIP plus that JSON, in one ZIP made by a job: 202 with the export),
 * GET /account/exports.json (the newest one, or null), GET /account/exports/{id}.json (polled) and its /download.
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.js';
import { accountData } from '../../services/account/accountData.js';
import {
  findAccountExport, latestAccountExport, openAccountExportDownload, startAccountExport,
} from '../../services/account/accountExport.js';
import { presentAccountExport } from '../../presenters/accountExport.js';
import { contextOf } from '../request-context.js';
import { withoutJson } from '../parse.js';

/** A few account exports a minute is plenty: each one packs every deck. */
const START_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

type ExportParams = { Params: { id: string } };

/** Registers the routes (under /api/v1). */
export function registerAccountDataApi(app: FastifyInstance, services: AppServices): void {
  app.get('/account/data.json', async (request, reply) => {
    const ctx = contextOf(services, request);
    const data = await accountData(ctx);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('Cache-Control', 'private, no-store');
    if ((request.query as { download?: string }).download !== undefined) {
      reply.header('Content-Disposition', `attachment; filename="podium-${ctx.user!.username}-${day}.json"`);
    }
    return data;
  });

  app.post('/account/exports.json', { config: { rateLimit: START_RATE_LIMIT } }, async (request, reply) => {
    const row = await startAccountExport(contextOf(services, request));
    return reply.code(202).send({ export: presentAccountExport(row) });
  });

  app.get('/account/exports.json', async (request) => {
    const row = await latestAccountExport(contextOf(services, request));
    return { export: row ? presentAccountExport(row) : null };
  });

  app.get<ExportParams>('/account/exports/:id', async (request) => {
    const row = await findAccountExport(contextOf(services, request), withoutJson(request.params.id));
    return { export: presentAccountExport(row) };
  });

  app.get<ExportParams>('/account/exports/:id/download', async (request, reply) => {
    const file = await openAccountExportDownload(contextOf(services, request), request.params.id);
    reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
    if (file.size !== null) reply.header('Content-Length', String(file.size));
    return reply.send(file.stream);
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const accountDataApi = { name: 'account-data', register: registerAccountDataApi };
