import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EVENT_PASSWORD_PROMPT, EVENT_PASSWORD_WRONG } from '@stagepass/domain/events';
import '../styles/events.css';

/** A private event asked for by id (user_events_query locked): its password, then the event. */
export function PrivateEventPrompt({
  wrong,
  checking,
  onSubmit,
}: {
  wrong: boolean;
  checking: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <Card withBorder padding="lg" maw={460} mx="auto" w="100%">
      <Stack
        component="form"
        aria-labelledby="private-event-title"
        onSubmit={(e) => {
          e.preventDefault();
          if (password.trim()) onSubmit(password.trim());
        }}
      >
        <Title order={1} size="h3" id="private-event-title">
          Private event
        </Title>
        <Text>{EVENT_PASSWORD_PROMPT}</Text>
        {wrong && (
          <Alert color="red" role="alert">
            {EVENT_PASSWORD_WRONG}
          </Alert>
        )}
        <PasswordInput
          label="Event password"
          required
          maxLength={64}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="off"
        />
        <Button type="submit" loading={checking} disabled={!password.trim()}>
          View event
        </Button>
      </Stack>
    </Card>
  );
}
