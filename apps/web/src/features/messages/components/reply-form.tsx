import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, messageError } from '@stagepass/domain/messages';
import { MESSAGES_TEXTS as T } from '../messages-texts';

export interface ReplyFormProps {
  /** Sends the trimmed text; the field clears when it resolves, and keeps the text when it throws. */
  onSend: (text: string) => Promise<unknown>;
  label?: string;
}

/** The reply box under a thread: empty or too long is refused here (domain messageError); Ctrl+Enter sends. */
export function ReplyForm({ onSend, label = T.messageLabel }: ReplyFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    const problem = messageError(text);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
          rows={3}
          maxLength={MESSAGE_MAX + 200}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
