import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { LOGOUT_CONFIRM } from '@stagepass/domain/accounts';
import { useLogout } from '../api/logout';

/**
 * spec 000 §4: 'Logout asks "Are you sure you want to log out?"'; confirming logs out. Used by the
 * sidebar's Log Out item (spec 000 §2.3), which app/layouts/sidebar-items.ts defines.
 */
export function useConfirmLogout() {
  const logout = useLogout();
  return () =>
    modals.openConfirmModal({
      title: 'Log Out',
      children: <Text size="sm">{LOGOUT_CONFIRM}</Text>,
      labels: { confirm: 'Log Out', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => logout.mutate(),
    });
}
