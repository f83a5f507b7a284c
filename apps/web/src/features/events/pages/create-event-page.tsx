import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CREATE_EVENT, eventPath } from '@stagepass/domain/events';
import { PayoutAccountGate } from '../../payments/components/payout-account-gate';
import { EventWizard } from '../components/event-wizard';
import { emptyDraft } from '../lib/event-form';

/**
 * /dash/createEvent (spec 001 §2): the event wizard. spec 001 §6: a business needs a payout account to create
 * events, so the page opens only once it is enabled.
 */
export function CreateEventPage() {
  const navigate = useNavigate();
  const [initial] = useState(emptyDraft);
  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={1}>{CREATE_EVENT}</Title>
        <PayoutAccountGate>
          <EventWizard initial={initial} onSaved={(id) => void navigate(eventPath(id))} />
        </PayoutAccountGate>
      </Stack>
    </Container>
  );
}
