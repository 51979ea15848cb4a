/**
 * File-storage sync API: the user's connection (GET/PUT/DELETE /file_storage.json, tested on save), a deck's sync
 * setting (GET/PUT/DELETE /decks/{id}/sync.json) and SPEC §7 "POST export.json": push the deck to the storage now.
 */
import type { FastifyInstance } from 'fastify';
import { DeckSyncInput, FileStorageInput, PushDeckInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { presentDeckSync, presentFileStorage } from '../../presenters/sync.js';
import { readFileStorage, removeFileStorage, saveFileStorage } from '../../services/sync/fileStorage.js';
import { pushDeckNow, readDeckSync, removeDeckSync, saveDeckSync } from '../../services/sync/deckSync.js';

type DeckParams = { Params: { id: string } };

/** Saving a connection contacts the storage; pushes run an export: both are limited per client. */
const CONNECT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const PUSH_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** Registers the sync routes (under /api/v1). */
export function registerSyncApi(app: FastifyInstance, services: AppServices): void {
  app.get('/file_storage.json', async (request) => {
    const row = await readFileStorage(contextOf(services, request));
    return { file_storage: row ? presentFileStorage(row) : null };
  });

  app.put('/file_storage.json', { config: { rateLimit: CONNECT_RATE_LIMIT } }, async (request) => {
    const input = parseInput(FileStorageInput, request.body, 'file_storage');
    const row = await saveFileStorage(contextOf(services, request), input.file_storage);
    return { file_storage: presentFileStorage(row) };
  });

  app.delete('/file_storage.json', async (request, reply) => {
    await removeFileStorage(contextOf(services, request));
    return reply.code(204).send();
  });

  app.get<DeckParams>('/decks/:id/sync.json', async (request) => {
    const { row, storageConnected } = await readDeckSync(contextOf(services, request), idParam(request.params.id));
    return { sync: row ? presentDeckSync(row) : null, storage_connected: storageConnected };
  });

  app.put<DeckParams>('/decks/:id/sync.json', async (request) => {
    const input = parseInput(DeckSyncInput, request.body, 'sync');
    const row = await saveDeckSync(contextOf(services, request), idParam(request.params.id), input.sync);
    return { sync: presentDeckSync(row) };
  });

  app.delete<DeckParams>('/decks/:id/sync.json', async (request, reply) => {
    await removeDeckSync(contextOf(services, request), idParam(request.params.id));
    return reply.code(204).send();
  });

  app.post<DeckParams>('/decks/:id/export.json', { config: { rateLimit: PUSH_RATE_LIMIT } }, async (request, reply) => {
    const input = parseInput(PushDeckInput, request.body ?? {}, 'sync');
    const row = await pushDeckNow(contextOf(services, request), idParam(request.params.id), input.sync?.format);
    return reply.code(202).send({ sync: presentDeckSync(row) });
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const syncApi = { name: 'sync', register: registerSyncApi };
