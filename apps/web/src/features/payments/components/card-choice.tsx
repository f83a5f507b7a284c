import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import type { RequestOutput } from '@stagepass/contract/registry';
import { CARDS_UNAVAILABLE } from '../cards-texts';
import type { CardEntryHandle } from './card-entry';
import { CardEntry } from './card-entry-form';
import { NEW_CARD_CHOICE, SavedCardList } from './saved-card-list';

type Sources = RequestOutput<'stripe_retrieve_sources'>;

/** The card a checkout pays with: the one the buyer picked, else the default, else the first saved, else a new one. */
export function chosenCard(sources: Sources | undefined, picked: string | null): string {
  return picked ?? sources?.default_source ?? sources?.sources[0]?.id ?? NEW_CARD_CHOICE;
}

export interface CardChoiceProps {
  /** stripe_retrieve_sources as loaded (undefined while pending). */
  sources: Sources | undefined;
  pending: boolean;
  label: string;
  newCardLabel: string;
  /** chosenCard(sources, picked). */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  cardRef: Ref<CardEntryHandle>;
  /** Shown under a new card's form (a 'Save this card' box, or a note that it is saved). */
  newCardNote?: ReactNode;
}

/**
 * A checkout's card choice (tickets, subscriptions): the buyer's saved cards and a new card typed into the payment
 * provider's form; while cards load a skeleton, and a note when the provider cannot be reached.
 */
export function CardChoice({
  sources,
  pending,
  label,
  newCardLabel,
  value,
  onChange,
  disabled,
  cardRef,
  newCardNote,
}: CardChoiceProps) {
  if (pending) return <Skeleton h={60} aria-label="Loading your cards" />;
  if (sources?.provider === 'unavailable') return <Alert color="gray">{CARDS_UNAVAILABLE}</Alert>;
  return (
    <>
      <SavedCardList
        label={label}
        sources={sources?.sources ?? []}
        defaultSource={sources?.default_source ?? null}
        value={value}
        onChange={onChange}
        newCardLabel={newCardLabel}
        disabled={disabled}
      />
      {value === NEW_CARD_CHOICE && (
        <Stack gap="xs">
          <CardEntry
            ref={cardRef}
            provider={sources?.provider ?? 'sandbox'}
            publishableKey={sources?.publishable_key ?? null}
            disabled={disabled}
          />
          {newCardNote}
        </Stack>
      )}
    </>
  );
}
