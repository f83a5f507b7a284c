import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form in a modal: Cancel and the submit button, locked while saving. */
export function FormModal({ opened, title, submitLabel, saving, onClose, onSubmit, children }: FormModalProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
