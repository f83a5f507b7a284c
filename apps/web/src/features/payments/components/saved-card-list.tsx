import { Group, Radio, Stack, Text } from '@mantine/core';
import type { CardSource } from '@stagepass/contract/payments/fields';
import { CardBrandIcon, cardBrandName } from './card-brand-icon';

/** The value of the 'new card' choice (no saved card id starts with it). */
export const NEW_CARD_CHOICE = 'new';

const two = (n: number) => String(n).padStart(2, '0');

/** '•••• 4242', as a card is shown without its number (spec 001 §3 Payment account sources). */
export function maskedCard(last4: string): string {
  return `•••• ${last4}`;
}

/** '12/31': a card's expiry, MM/YY. */
export function cardExpiry(card: Pick<CardSource, 'exp_month' | 'exp_year'>): string {
  return `${two(card.exp_month)}/${two(card.exp_year % 100)}`;
}

/** 'Visa •••• 4242, expires 12/31': a saved card's accessible name. */
export function cardLabel(card: Pick<CardSource, 'brand' | 'last4' | 'exp_month' | 'exp_year'>): string {
  return `${cardBrandName(card.brand)} ${maskedCard(card.last4)}, expires ${cardExpiry(card)}`;
}

export interface SavedCardListProps {
  label: string;
  sources: readonly CardSource[];
  defaultSource: string | null;
  /** A saved card's id, or NEW_CARD_CHOICE. */
  value: string;
  onChange: (value: string) => void;
  newCardLabel: string;
  disabled?: boolean;
}

/** The buyer's saved cards (brand icon, last four, expiry; the default marked) and a 'new card' choice. */
export function SavedCardList({
  label,
  sources,
  defaultSource,
  value,
  onChange,
  newCardLabel,
  disabled = false,
}: SavedCardListProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {sources.map((card) => (
          <Radio
            key={card.id}
            value={card.id}
            disabled={disabled}
            aria-label={cardLabel(card)}
            label={
              <Group gap="xs" wrap="nowrap" component="span">
                <CardBrandIcon brand={card.brand} size={32} />
                <Text component="span" size="sm">
                  {maskedCard(card.last4)}
                </Text>
                <Text component="span" size="sm" c="dimmed">
                  {cardExpiry(card)}
                  {card.id === defaultSource ? ' · Default' : ''}
                </Text>
              </Group>
            }
          />
        ))}
        <Radio value={NEW_CARD_CHOICE} label={newCardLabel} disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}
