/**
 * Stripe's card element (used when the server takes payments through Stripe): the card number, expiry and security
 * code are typed into Stripe's own frame and turned into a payment-method id there, so card numbers never reach
 * Podium. Stripe's element applies its own card checks (number and checksum, expiry, security code) and reports
 * them here, shown at the field; the SPEC §5 rules of our own form apply to the test provider's form.
 */
import { useEffect, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Spinner } from '../../components/Spinner';
import './billing.css';

/** What a page needs from the element: turn what was typed into a payment for the server. */
export interface StripeCard {
  /** The payment for POST /subscriptions.json: `{payment_method: "pm_…"}`; throws Error(message) when Stripe refuses. */
  createPayment(): Promise<{ payment_method: string }>;
}

/** The element, mounted once the Stripe script loaded; `onReady` hands the page its StripeCard. */
export function StripeCardField({ publishableKey, onReady, testId }: { publishableKey: string; onReady: (card: StripeCard | null) => void; testId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let cancelled = false;
    void (async () => {
      const stripe: Stripe | null = await loadStripe(publishableKey).catch(() => null);
      if (cancelled) return;
      if (!stripe || !container.current) {
        setState('failed');
        onReady(null);
        return;
      }
      element = stripe.elements().create('card', { hidePostalCode: true });
      element.on('change', (event) => setError(event.error?.message ?? null));
      element.mount(container.current);
      setState('ready');
      const ready = stripe;
      onReady({
        async createPayment() {
          const result = await ready.createPaymentMethod({ type: 'card', card: element! });
          if (result.error || !result.paymentMethod) {
            const message = result.error?.message ?? 'Your card could not be read.';
            setError(message);
            throw new Error(message);
          }
          return { payment_method: result.paymentMethod.id };
        },
      });
    })();
    return () => {
      cancelled = true;
      element?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${testId}-label`}>Card</span>
      {state === 'loading' && <Spinner label="Loading the card form" />}
      {state === 'failed' && (
        <p className="field__error" role="alert">The card form could not be loaded. Check your connection and reload the page.</p>
      )}
      <div ref={container} className="field__input billing__stripe-card" aria-labelledby={`${testId}-label`} data-testid={testId}
        style={state === 'ready' ? undefined : { display: 'none' }} />
      {error && <p className="field__error" role="alert" data-testid="form-error">{error}</p>}
    </div>
  );
}
