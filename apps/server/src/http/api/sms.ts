/** /api/v1 POST sms (SPEC §7): text a deck's link or a phone remote to a phone number → 202 `{sms: {to}, message}`. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SendSmsInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { sendSms } from '../../services/sms/sendSms.js';

type IdParams = { Params: { id: string } };

/** A coarse per-user cap on requests (bad numbers included) in the shared rate-limit store; the service caps texts sent. */
const REQUEST_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `sms:${request.user?.id ?? request.ip}`,
};

/** Registers the sms routes under /api/v1. */
export function registerSmsApi(app: FastifyInstance, services: AppServices): void {
  for (const path of ['/decks/:id/sms', '/decks/:id/sms.json']) {
    app.post<IdParams>(path, { config: { rateLimit: REQUEST_RATE_LIMIT } }, async (request, reply) => {
      const input = parseInput(SendSmsInput, request.body, 'sms');
      const sent = await sendSms({ ctx: contextOf(services, request), id: idParam(request.params.id), input: input.sms });
      return reply.code(202).send({ sms: { to: sent.to }, message: sent.message });
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const smsApi = { name: 'sms', register: registerSmsApi };
