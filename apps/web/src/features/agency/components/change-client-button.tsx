import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CHANGE_CLIENT, CHANGE_CLIENT_CONFIRM } from '@stagepass/domain/agency';
import { useSessionStore } from '../../../store/session-store';
import { useAgencyLogoutUser } from '../api/agency_logout_user';

/**
 * spec 000 §4: 'Agency clients get a "Change Client" button that confirms and then logs out': it logs out
 * of the client (agency_logout_user) and returns to the agency (spec 000 §2.11). Shown only to a session
 * flagged agency_as_client (an agency acting as one of its clients).
 */
export function ChangeClientButton() {
  const asClient = useSessionStore((s) => Boolean(s.user?.email && s.user.agency_as_client));
  const end = useAgencyLogoutUser();
  if (!asClient) return null;

  function confirmChange() {
    modals.openConfirmModal({
      title: CHANGE_CLIENT,
      children: <Text size="sm">{CHANGE_CLIENT_CONFIRM}</Text>,
      labels: { confirm: CHANGE_CLIENT, cancel: 'Cancel' },
      onConfirm: () => end.mutate({}),
    });
  }

  return (
    <Button variant="default" fullWidth onClick={confirmChange} loading={end.isPending}>
      {CHANGE_CLIENT}
    </Button>
  );
}
