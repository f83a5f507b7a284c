import { Alert, Skeleton } from '@mantine/core';
import { lazy, Suspense, type Ref } from 'react';
import type { CardEntryHandle } from './card-entry';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and its React bindings load only when the server's card provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

const STRIPE_KEY_MISSING = 'Card payments are not set up yet.';

export interface CardEntryProps {
  ref?: Ref<CardEntryHandle>;
  /** stripe_retrieve_sources' provider: which card form to show. */
  provider: 'sandbox' | 'stripe' | 'unavailable';
  publishableKey: string | null;
  disabled?: boolean;
}

/**
 * A new card, as the server's card provider takes it: the sandbox's own form (tokens from /dev/cards/tokens), or
 * Stripe Elements (PaymentMethods pm_… from stripe.createPaymentMethod). Either answers `ref.tokenize()`.
 */
export function CardEntry({ ref, provider, publishableKey, disabled = false }: CardEntryProps) {
  if (provider === 'stripe') {
    if (!publishableKey) return <Alert color="gray">{STRIPE_KEY_MISSING}</Alert>;
    return (
      <Suspense fallback={<Skeleton h={64} aria-label="Loading the card form" />}>
        <StripeCardForm ref={ref} publishableKey={publishableKey} disabled={disabled} />
      </Suspense>
    );
  }
  return <SandboxCardForm ref={ref} disabled={disabled} />;
}
