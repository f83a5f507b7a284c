import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { SUCCESS_DIALOG_MS } from '@stagepass/domain/limits';

interface SuccessDialogProps {
  opened: boolean;
  title: string;
  body: string;
  buttonLabel: string;
  onClose: () => void;
}

/** spec 000 §4 / §9: success dialogs close themselves after 5 seconds. */
export function SuccessDialog({ opened, title, body, buttonLabel, onClose }: SuccessDialogProps) {
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(onClose, SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [opened, onClose]);

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title} centered>
      <Text>{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{buttonLabel}</Button>
      </Group>
    </Modal>
  );
}
