/**
 * /api/v1 "What's new" read state (SPEC §2 unread counter in the main menu), for signed-in users; anonymous visitors
 * keep theirs in the browser. GET whats_new.json → {whats_new}; POST whats_new/read.json {up_to?} marks entries seen.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { parseInput } from '../parse.js';
import { markWhatsNewRead, whatsNewOf } from '../../services/whatsNew/whatsNew.js';

const MarkReadInput = z.object({ up_to: z.number().int().min(0).optional() });

/** Registers the What's new routes under /api/v1. */
export function registerWhatsNewApi(app: FastifyInstance, services: AppServices): void {
  app.get('/whats_new.json', async (request) => ({ whats_new: await whatsNewOf(contextOf(services, request)) }));

  app.post('/whats_new/read.json', async (request) => {
    const { up_to: upTo } = parseInput(MarkReadInput, request.body);
    return { whats_new: await markWhatsNewRead(contextOf(services, request), upTo) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const whatsNewApi = { name: 'whats-new', register: registerWhatsNewApi };
