import { Group, TextInput } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { cardBrand } from '@stagepass/domain/tickets';
import type { CardEntryHandle, CardTokenResult } from './card-entry';

/** The payments sandbox's tokenization, same origin (apps/server/src/dev/cards.ts), playing Stripe.js's part. */
export const SANDBOX_TOKENS_URL = '/dev/cards/tokens';

export const CARD_FIELD_LABELS = { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' } as const;
const EXPIRY_FORMAT = 'Enter the expiry as MM/YY';

type Field = 'number' | 'expiry' | 'cvc';
type Errors = Partial<Record<Field, string>>;

/** MM/YY (or MM/YYYY) → month and full year; null when it is not that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** As typed, '123' becomes '12/3': the slash comes by itself. */
function formatExpiry(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, rather than it coming straight back.
  if (raw.length < previous.length && previous.endsWith('/')) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The sandbox's answer field (number, exp_month, exp_year, cvc) → the input that shows it. */
const FIELD_OF: Record<string, Field> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };

/**
 * The sandbox card form (DESIGN.md §5): number, MM/YY and CVC, made into a one-time token by POST /dev/cards/tokens.
 * The number goes to the sandbox only, never to /api. `ref.tokenize()` answers the token, or shows what to correct.
 */
export function SandboxCardForm({ ref, disabled = false }: { ref?: Ref<CardEntryHandle>; disabled?: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(): Promise<CardTokenResult> {
        const exp = parseExpiry(expiry);
        if (!exp) {
          setErrors({ expiry: EXPIRY_FORMAT });
          return { ok: false, field: 'expiry', message: EXPIRY_FORMAT };
        }
        let res: Response;
        try {
          res = await fetch(SANDBOX_TOKENS_URL, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ number, exp_month: exp.month, exp_year: exp.year, cvc }),
          });
        } catch {
          return { ok: false, message: UNKNOWN_SERVER_ERROR };
        }
        const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
        if (res.ok && body && typeof body.id === 'string') {
          setErrors({});
          return { ok: true, id: body.id, brand: cardBrand(String(body.brand)), last4: String(body.last4 ?? '') };
        }
        const message = typeof body?.message === 'string' ? body.message : UNKNOWN_SERVER_ERROR;
        const field = typeof body?.field === 'string' ? FIELD_OF[body.field] : undefined;
        setErrors(field ? { [field]: message } : {});
        return { ok: false, message, ...(field ? { field } : {}) };
      },
    }),
    [number, expiry, cvc],
  );

  return (
    <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label={CARD_FIELD_LABELS.number}
        required
        disabled={disabled}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        placeholder="4242 4242 4242 4242"
        value={number}
        onChange={(e) => setNumber(e.currentTarget.value)}
        error={errors.number}
        miw={220}
        style={{ flexGrow: 3 }}
      />
      <TextInput
        label={CARD_FIELD_LABELS.expiry}
        required
        disabled={disabled}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        maxLength={7}
        value={expiry}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          setExpiry((prev) => formatExpiry(raw, prev));
        }}
        error={errors.expiry}
        miw={110}
      />
      <TextInput
        label={CARD_FIELD_LABELS.cvc}
        required
        disabled={disabled}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={cvc}
        onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))}
        error={errors.cvc}
        miw={80}
      />
    </Group>
  );
}
