import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CANCEL,
  EMAIL_LABEL,
  ENTER_VALID_EMAIL,
  REQUEST_RECOMMENDATION,
  REQUEST_RECOMMENDATION_PROMPT,
  SEND,
} from '@stagepass/domain/reviews';
import { isEmail } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';

/**
 * spec 001 §5 alert dialog with an email input ('Please enter a valid email!'), for request_rec: the talent asks
 * someone for a recommendation. It closes once sent; on a failure (the server's message is shown) the address stays.
 */
export function RequestRecommendationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useRequestMutation('request_rec');

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) return setError(ENTER_VALID_EMAIL);
    send.mutate({ email: value }, { onSuccess: (answer) => (notify(1, answer.message), close()) });
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={REQUEST_RECOMMENDATION}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={REQUEST_RECOMMENDATION}>
        <Stack>
          <Text size="sm">{REQUEST_RECOMMENDATION_PROMPT}</Text>
          <TextInput
            label={EMAIL_LABEL}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {SEND}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
