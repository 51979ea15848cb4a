/**
 * POST /api/v1/billing/webhook: the payment provider's events. Authenticated by the provider's signature over the
 * raw body (Stripe: stripe.webhooks.constructEvent), so the body is kept as bytes here and the route is exempt from
 * CSRF (http/csrf.ts); each event is applied once by its id (services/billing/applyBillingEvent.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { applyBillingEvent } from '../services/billing/applyBillingEvent.js';

export const BILLING_WEBHOOK_PATH = '/api/v1/billing/webhook';

/** Registers the webhook route in its own scope, where every body is parsed as raw bytes. */
export async function registerBillingWebhook(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(BILLING_WEBHOOK_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = services.payments.parseWebhook(raw, request.headers);
      const result = await applyBillingEvent(services, services.payments.name, event);
      if (result === 'unknown-subscription') request.log.warn({ event: event.id }, 'billing event for an unknown subscription');
      return { received: true, result };
    });
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const billingWebhookRoutes = { name: 'billing-webhook', register: registerBillingWebhook };
