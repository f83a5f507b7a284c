import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CHANGE_CLIENT, CHANGE_CLIENT_CONFIRM } from '@stagepass/domain/dashboard';
import { useSessionStore } from '../../../store/session-store';
import { useLogout } from '../api/logout';

/**
 * spec 000 §4: 'Agency clients get a "Change Client" button that confirms and then logs out.'
 * Shown only to a session flagged agency_as_client (an agency acting as one of its clients).
 */
export function ChangeClientButton() {
  const asClient = useSessionStore((s) => Boolean(s.user?.email && s.user.agency_as_client));
  const logout = useLogout();
  if (!asClient) return null;

  function confirmChange() {
    modals.openConfirmModal({
      title: CHANGE_CLIENT,
      children: <Text size="sm">{CHANGE_CLIENT_CONFIRM}</Text>,
      labels: { confirm: CHANGE_CLIENT, cancel: 'Cancel' },
      onConfirm: () => logout.mutate(),
    });
  }

  return (
    <Button variant="default" fullWidth onClick={confirmChange}>
      {CHANGE_CLIENT}
    </Button>
  );
}
