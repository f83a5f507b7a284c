import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SEND, replyError } from '@stagepass/domain/schedule-requests';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';

export interface ResponseDialogProps {
  opened: boolean;
  title: string;
  label?: string;
  /** Sends the trimmed text; the dialog closes when it resolves, and stays open (text kept) when it throws. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * spec 001 §5: the alert dialog with a text input, which must not be empty ('Please enter a response!'). Used for
 * the replies of a schedule request's thread.
 */
export function ResponseDialog({ opened, title, label = T.replyLabel, onSubmit, onClose }: ResponseDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = replyError(text);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await onSubmit(text.trim());
      close();
    } catch {
      // The failure is shown by the caller (the server's message); the text stays to try again.
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title={title} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Textarea
            label={label}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {SEND}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
