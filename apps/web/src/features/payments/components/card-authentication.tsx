// 3-D Secure during a payment: when the server answers that the card's bank asks the cardholder to confirm
// (user_purchase_tickets' `authentication.client_secret`), the page has them answer the bank's challenge, then
// repeats its request with the same Idempotency-Key, and the server reads the payment's outcome.
//   - Stripe: Stripe.js handleNextAction({clientSecret}) opens the bank's own challenge.
//   - The sandbox: a modal plays Stripe's test authentication page (Complete / Fail), answered to the sandbox by
//     POST /dev/cards/authenticate (apps/server/src/dev/cards.ts).

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import {
  AUTHENTICATION_COMPLETE,
  AUTHENTICATION_FAIL,
  AUTHENTICATION_SANDBOX_NOTE,
  AUTHENTICATION_TITLE,
} from '@stagepass/domain/tickets';

/** The sandbox's bank challenge, same origin, playing Stripe.js's part. */
export const SANDBOX_AUTHENTICATE_URL = '/dev/cards/authenticate';

export interface CardAuthentication {
  /** Resolves once the cardholder has answered their bank (whatever they answered: the server reads it). */
  authenticate(clientSecret: string): Promise<void>;
  /** The sandbox's challenge modal, to render with the page (nothing with Stripe). */
  challenge: ReactNode;
}

/** Where the payment is confirmed: Stripe.js for provider 'stripe' (with its publishable key), else the sandbox. */
export function useCardAuthentication(provider: string | undefined, publishableKey: string | null): CardAuthentication {
  const [secret, setSecret] = useState<string | null>(null);
  const [answering, setAnswering] = useState<'complete' | 'fail' | null>(null);
  const answered = useRef<(() => void) | null>(null);

  const authenticate = async (clientSecret: string) => {
    if (provider === 'stripe' && publishableKey) {
      const { stripeFor } = await import('./stripe-card-form');
      const stripe = await stripeFor(publishableKey);
      // Its error (a failed or closed challenge) is the payment's state, which the server reads next.
      await stripe?.handleNextAction({ clientSecret }).catch(() => undefined);
      return;
    }
    await new Promise<void>((resolve) => {
      answered.current = resolve;
      setSecret(clientSecret);
    });
  };

  const answer = async (outcome: 'complete' | 'fail') => {
    setAnswering(outcome);
    try {
      await fetch(SANDBOX_AUTHENTICATE_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_secret: secret, outcome }),
      });
    } catch {
      // The server's answer to the repeated request says what became of the payment.
    } finally {
      setAnswering(null);
      setSecret(null);
      answered.current?.();
      answered.current = null;
    }
  };

  const challenge = (
    <Modal
      opened={secret !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={AUTHENTICATION_TITLE}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{AUTHENTICATION_SANDBOX_NOTE}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            onClick={() => void answer('fail')}
            loading={answering === 'fail'}
            disabled={answering !== null}
          >
            {AUTHENTICATION_FAIL}
          </Button>
          <Button
            onClick={() => void answer('complete')}
            loading={answering === 'complete'}
            disabled={answering !== null}
          >
            {AUTHENTICATION_COMPLETE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { authenticate, challenge };
}
