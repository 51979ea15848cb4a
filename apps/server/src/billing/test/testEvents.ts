/** The test provider's webhook body: a ProviderEvent as JSON (dates as ISO strings), checked with zod. */
import { z } from 'zod';
import { MESSAGES } from '@podium/shared';
import { WebhookRejected } from '../../domain/errors.js';
import type { ProviderEvent } from '../paymentProvider.js';

const ref = z.string().min(1).max(200);
const money = { amountCents: z.number().int().min(0).max(100_000_000), currency: z.string().regex(/^[a-z]{3}$/) };
const period = { periodStart: z.coerce.date(), periodEnd: z.coerce.date() };
const card = z.object({
  brand: z.string().max(40), last4: z.string().regex(/^\d{4}$/), expMonth: z.number().int().min(1).max(12), expYear: z.number().int().min(2000).max(9999),
});

const line = z.object({
  description: z.string().min(1).max(300), amountCents: z.number().int().min(-100_000_000).max(100_000_000),
  periodStart: z.coerce.date().nullable(), periodEnd: z.coerce.date().nullable(),
});

const TestEvent = z.discriminatedUnion('type', [
  z.object({ id: ref, type: z.literal('invoice.paid'), subscriptionId: ref, invoiceId: ref, ...money, ...period, card: card.nullable(), lines: z.array(line).max(20).optional() }),
  z.object({ id: ref, type: z.literal('invoice.payment_failed'), subscriptionId: ref, invoiceId: ref, ...money, ...period }),
  z.object({ id: ref, type: z.literal('subscription.ended'), subscriptionId: ref }),
]);

/** Parses a verified test webhook body; anything unknown is refused like a bad signature (it is not ours). */
export function parseProviderEvent(body: string): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new WebhookRejected(MESSAGES.webhookRejected);
  }
  const parsed = TestEvent.safeParse(json);
  if (!parsed.success) throw new WebhookRejected(MESSAGES.webhookRejected);
  return parsed.data;
}
