import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { dashboardPath } from '@stagepass/domain/accounts';
import { MODE_LABEL, MODE_SWITCH_WARNING, switchModeTitle } from '../../../lib/constants';
import { useSessionStore } from '../../../store/session-store';

/** The role a member returns to when fan mode is turned off; null for fan accounts. */
export function roleModeLabel(user: SessionUser): string | null {
  if (user.agency_as_client || user.is_specialist) return MODE_LABEL.specialist;
  if (user.is_business) return MODE_LABEL.business;
  if (user.is_agency) return MODE_LABEL.agency;
  return null;
}

/**
 * spec 000 §4: creators, businesses and agencies switch between their role mode and fan mode
 * through a confirm dialog 'Switch to {Fan, Creator, Business or Agency}' warning that unsaved
 * changes may be lost; confirming goes to the matching dashboard.
 */
export function ModeSwitch() {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  const setFanMode = useSessionStore((s) => s.setFanMode);
  const navigate = useNavigate();

  const roleLabel = user?.email ? roleModeLabel(user) : null;
  if (!user || !roleLabel) return null;

  const target = fanMode ? roleLabel : MODE_LABEL.fan;
  const title = switchModeTitle(target);

  function confirmSwitch() {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{MODE_SWITCH_WARNING}</Text>,
      labels: { confirm: 'Switch', cancel: 'Cancel' },
      onConfirm: () => {
        const nextFanMode = !fanMode;
        setFanMode(nextFanMode);
        navigate(dashboardPath(user, nextFanMode));
      },
    });
  }

  return (
    <Button variant="light" fullWidth onClick={confirmSwitch}>
      {title}
    </Button>
  );
}
