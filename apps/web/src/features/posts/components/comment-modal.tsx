import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { COMMENT_MAX, commentProblem } from '@stagepass/domain/posts';

export interface CommentModalProps {
  opened: boolean;
  /** 'Add Comment', 'Reply' or 'Update Comment'. */
  title: string;
  submitLabel: string;
  /** The text to start from (an update starts from the comment). */
  initial?: string;
  saving: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/**
 * spec 001 §2: the thread's create, reply and update modals. spec 001 §5: empty text is not sent (the button stays
 * off until there is some). The text is kept while saving; the caller closes the modal once the server took it.
 */
export function CommentModal(props: CommentModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      <CommentForm {...props} />
    </Modal>
  );
}

function CommentForm({ title, submitLabel, initial = '', saving, onSubmit, onClose }: CommentModalProps) {
  // The form unmounts with the closed modal, so each opening starts from `initial`.
  const [text, setText] = useState(initial);
  const sendable = commentProblem(text) === null;
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (sendable && !saving) onSubmit(text.trim());
      }}
    >
      <Stack>
        <Textarea
          label="Comment"
          value={text}
          rows={4}
          maxLength={COMMENT_MAX}
          data-autofocus
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!sendable} loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
