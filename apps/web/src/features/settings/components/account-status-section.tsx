import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CHECK_YOUR_EMAIL } from '@stagepass/domain/accounts';
import { DEACTIVATE_CONFIRM, DEACTIVATE_TITLE, DELETE_CONFIRM, DELETE_TITLE } from '@stagepass/domain/settings';
import { notify } from '../../../components/ui/notify';
import { clearStore } from '../../../store/session-store';
import { useRequestMutation } from '../../../lib/use-request';
import { SettingsSection } from './settings-section';

/**
 * /dash/settings, deactivate and delete (spec 000 §4 'Accounts can also be deactivated and deleted').
 * - Deactivate: confirm, deactivate_account, then the member is logged out with the server's notice
 *   (the server has already ended every session, so there is no logout call to make).
 * - Delete: confirm, request_delete_account, then 'Check your email'; the emailed link leads to
 *   /auth/delete-account (spec 000 §2.8), where the deletion is confirmed.
 */
export function AccountStatusSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deactivate = useRequestMutation('deactivate_account');
  const requestDelete = useRequestMutation('request_delete_account');
  const [deleteLinkSent, setDeleteLinkSent] = useState(false);

  function confirmDeactivate() {
    modals.openConfirmModal({
      title: DEACTIVATE_TITLE,
      children: <Text size="sm">{DEACTIVATE_CONFIRM}</Text>,
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deactivate.mutate(
          {},
          {
            onSuccess: async ({ message }) => {
              // Home first: clearing the session on a members-only page would open the sign-in modal.
              await navigate('/', { replace: true });
              clearStore();
              queryClient.clear();
              notify(1, message);
            },
          },
        ),
    });
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: DELETE_TITLE,
      children: <Text size="sm">{DELETE_CONFIRM}</Text>,
      labels: { confirm: 'Email me the link', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        requestDelete.mutate(
          {},
          {
            onSuccess: ({ message }) => {
              setDeleteLinkSent(true);
              notify(3, message || CHECK_YOUR_EMAIL);
            },
          },
        ),
    });
  }

  return (
    <SettingsSection title="Deactivate or delete your account">
      <Text size="sm" c="dimmed">
        Deactivating hides your account until you log in again and reactivate it. Deleting removes it for good.
      </Text>
      <Group gap="sm">
        <Button variant="outline" color="red" onClick={confirmDeactivate} loading={deactivate.isPending}>
          {DEACTIVATE_TITLE}
        </Button>
        <Button variant="outline" color="red" onClick={confirmDelete} loading={requestDelete.isPending}>
          {DELETE_TITLE}
        </Button>
      </Group>
      {deleteLinkSent && (
        <Alert color="blue" variant="light" title={CHECK_YOUR_EMAIL} role="status">
          We sent you a link to delete your account. It works once, for 24 hours.
        </Alert>
      )}
    </SettingsSection>
  );
}
