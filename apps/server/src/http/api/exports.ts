/**
 * The exports API (SPEC §7 Exports: start, list, status polled): POST/GET /decks/{id}/exports.json,
 * GET /decks/{id}/exports/{export_id}.json and the file at the export's `url` (/download, attachment `{slug}.pdf`).
 */
import type { FastifyInstance } from 'fastify';
import { StartExportInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput, withoutJson } from '../parse.js';
import { presentExport } from '../../presenters/export.js';
import { exportFormatIds } from '../../jobs/export/registry.js';
import { startExport } from '../../services/exports/startExport.js';
import { findExport, listExports, openExportDownload } from '../../services/exports/readExports.js';

type DeckParams = { Params: { id: string } };
type ExportParams = { Params: { id: string; exportId: string } };

/** Starting exports is limited per client: each one runs a browser for up to minutes. */
const START_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** Registers the export routes (under /api/v1). */
export function registerExportApi(app: FastifyInstance, services: AppServices): void {
  app.post<DeckParams>('/decks/:id/exports.json', { config: { rateLimit: START_RATE_LIMIT } }, async (request, reply) => {
    const input = parseInput(StartExportInput, request.body, 'export');
    const row = await startExport({ ctx: contextOf(services, request), deckId: idParam(request.params.id), input: input.export });
    return reply.code(202).send({ export: presentExport(row) });
  });

  app.get<DeckParams>('/decks/:id/exports.json', async (request) => {
    const { results, total } = await listExports(contextOf(services, request), idParam(request.params.id));
    // `formats`: what this server can export, so the export screen offers nothing that would fail.
    return { results: results.map((row) => presentExport(row)), total, formats: exportFormatIds() };
  });

  app.get<ExportParams>('/decks/:id/exports/:exportId', async (request) => {
    const { row } = await findExport(contextOf(services, request), idParam(request.params.id), withoutJson(request.params.exportId));
    return { export: presentExport(row) };
  });

  app.get<ExportParams>('/decks/:id/exports/:exportId/download', async (request, reply) => {
    const file = await openExportDownload(contextOf(services, request), idParam(request.params.id), request.params.exportId);
    reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
    if (file.size !== null) reply.header('Content-Length', String(file.size));
    return reply.send(file.stream);
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const exportsApi = { name: 'exports', register: registerExportApi };
