// Stripe Elements, for when stripe_retrieve_sources answers provider 'stripe': loaded only then (card-entry-form.tsx
// imports this file lazily), so neither Stripe.js nor its React bindings reach any other page.

import { Input, useMantineColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useImperativeHandle, useState, type Ref } from 'react';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { cardBrand } from '@stagepass/domain/tickets';
import type { CardEntryHandle, CardTokenResult } from './card-entry';

export const STRIPE_CARD_LABEL = 'Card';
const STRIPE_NOT_READY = 'The card form is still loading. Please try again in a moment.';

// One Stripe.js per publishable key for the whole visit: Stripe asks that loadStripe is not called on every render.
const loaded = new Map<string, Promise<Stripe | null>>();
export function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

interface Props {
  ref?: Ref<CardEntryHandle>;
  publishableKey: string;
  disabled?: boolean;
}

/**
 * Stripe's card field: `ref.tokenize()` makes a one-time PaymentMethod (pm_…) with stripe.createPaymentMethod, and
 * `ref.setUp(secret)` saves the card through a SetupIntent with stripe.confirmCardSetup.
 */
export function StripeCardForm({ ref, publishableKey, disabled = false }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardField ref={ref} disabled={disabled} />
    </Elements>
  );
}

function StripeCardField({ ref, disabled }: { ref?: Ref<CardEntryHandle>; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const { colorScheme } = useMantineColorScheme();

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(): Promise<CardTokenResult> {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, message: STRIPE_NOT_READY };
        try {
          const { paymentMethod, error: refused } = await stripe.createPaymentMethod({ type: 'card', card });
          if (refused || !paymentMethod) {
            const message = refused?.message ?? UNKNOWN_SERVER_ERROR;
            setError(message);
            return { ok: false, field: 'card', message };
          }
          setError(null);
          return {
            ok: true,
            id: paymentMethod.id,
            brand: cardBrand(paymentMethod.card?.brand),
            last4: paymentMethod.card?.last4 ?? '',
          };
        } catch {
          return { ok: false, message: UNKNOWN_SERVER_ERROR };
        }
      },
      async setUp(clientSecret: string): Promise<CardTokenResult> {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, message: STRIPE_NOT_READY };
        try {
          const { setupIntent, error: refused } = await stripe.confirmCardSetup(clientSecret, {
            payment_method: { card },
          });
          const method = setupIntent?.payment_method;
          if (refused || !method) {
            const message = refused?.message ?? UNKNOWN_SERVER_ERROR;
            setError(message);
            return { ok: false, field: 'card', message };
          }
          setError(null);
          const id = typeof method === 'string' ? method : method.id;
          const details = typeof method === 'string' ? undefined : method.card;
          return { ok: true, id, brand: cardBrand(details?.brand), last4: details?.last4 ?? '' };
        } catch {
          return { ok: false, message: UNKNOWN_SERVER_ERROR };
        }
      },
    }),
    [stripe, elements],
  );

  return (
    <Input.Wrapper label={STRIPE_CARD_LABEL} required error={error}>
      <div
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-default)',
          padding: '10px 12px',
        }}
      >
        <CardElement
          options={{
            disabled,
            hidePostalCode: false,
            style: { base: { fontSize: '16px', color: colorScheme === 'dark' ? '#ffffff' : '#212529' } },
          }}
          onChange={() => setError(null)}
        />
      </div>
    </Input.Wrapper>
  );
}
