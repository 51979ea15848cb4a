/** Picks the payment provider from the configuration: Stripe when its keys are set, else the local test provider. */
import type { Config } from '../config.js';
import type { PaymentProvider } from './paymentProvider.js';
import { stripeProvider } from './stripe/stripeProvider.js';
import { testProvider } from './test/testProvider.js';

/** The provider this server takes payments with. */
export function paymentProviderFor(config: Config): PaymentProvider {
  const { stripe } = config.billing;
  if (stripe) return stripeProvider(stripe);
  return testProvider(config.billing.testWebhookSecret);
}
