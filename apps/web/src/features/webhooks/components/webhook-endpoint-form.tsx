import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_ENDPOINT_ADDED,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_SECRET_ONCE,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  type WebhookEventType,
} from '@stagepass/domain/webhooks';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { serverFieldError } from '../../settings/components/settings-section';

/** A signing secret shown once (when an endpoint is made or its secret rotated), with a copy button. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="Signing secret" role="status">
      <Stack gap="xs">
        <Text size="sm">{WEBHOOK_SECRET_ONCE}</Text>
        <Code block style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Add endpoint (issue 15): its https URL (the server also takes http to 127.0.0.1 where allowed, so the client only
 * checks what every server refuses), a note, and the events to send. The new secret is handed to `onCreated`.
 */
export function WebhookEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useRequestMutation('webhook_endpoint_create', { invalidates: ['webhook_endpoints_get'] });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['ticket.purchased']);
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const urlProblem = webhookUrlProblem(url, { allowLocalhost: true });
    const found = {
      ...(urlProblem ? { url: urlProblem } : {}),
      ...(events.length === 0 ? { events: WEBHOOK_EVENTS_REQUIRED } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || create.isPending) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), events: events as WebhookEventType[] },
      {
        onSuccess: ({ secret }) => {
          setUrl('');
          setDescription('');
          setEvents(['ticket.purchased']);
          notify(1, WEBHOOK_ENDPOINT_ADDED);
          onCreated(secret);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          placeholder="https://example.com/webhooks/stagepass"
          inputMode="url"
          autoComplete="off"
          maxLength={WEBHOOK_URL_MAX}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={problems.url ?? serverFieldError(create.error, 'url')}
        />
        <TextInput
          label="Description (optional)"
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox.Group
          label="Events to send"
          value={events}
          onChange={setEvents}
          error={problems.events ?? serverFieldError(create.error, 'events')}
        >
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={type} description={WEBHOOK_EVENT_DESCRIPTIONS[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button type="submit" loading={create.isPending} w="fit-content">
          Add endpoint
        </Button>
      </Stack>
    </form>
  );
}
