import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SCHEDULING_TEXTS } from '../schedules-texts';

export interface FormFooterProps {
  /** The server's refusal to show above the buttons; null: none. */
  alert: string | null;
  /** The refusal's title ('The location was not saved'). */
  alertTitle: string;
  /** The submit button's text; default 'Save'. */
  submitLabel?: string;
  /** The request is on its way: the submit button spins. */
  pending: boolean;
  onCancel: () => void;
  /** More actions, set apart on the right ('Save as template', 'Delete'). */
  extra?: ReactNode;
}

/**
 * The end of a scheduling form in a modal: the server's refusal, if any, then the submit and Cancel buttons (and
 * the form's other actions on the right). The location, template, apply-template and schedule forms share it.
 */
export function FormFooter({
  alert,
  alertTitle,
  submitLabel = SCHEDULING_TEXTS.save,
  pending,
  onCancel,
  extra,
}: FormFooterProps) {
  const buttons = (
    <Group gap="xs">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {SCHEDULING_TEXTS.cancel}
      </Button>
    </Group>
  );
  return (
    <>
      {alert && (
        <Alert color="red" role="alert" title={alertTitle}>
          {alert}
        </Alert>
      )}
      {extra ? (
        <Group justify="space-between">
          {buttons}
          <Group gap="xs">{extra}</Group>
        </Group>
      ) : (
        buttons
      )}
    </>
  );
}
