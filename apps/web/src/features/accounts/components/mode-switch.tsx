import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { dashboardPath } from '@stagepass/domain/accounts';
import {
  MODE_LABEL,
  MODE_SWITCH_CONFIRM,
  MODE_SWITCH_WARNING,
  roleModeOf,
  switchModeTitle,
} from '@stagepass/domain/dashboard';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4: creators, businesses and agencies (and an agency acting as a client, who acts as a
 * creator, §6) switch between their role mode and fan mode through a confirm dialog
 * 'Switch to {Fan, Creator, Business or Agency}' warning that unsaved changes may be lost;
 * confirming goes to the matching dashboard (spec 000 §2.11). Fan accounts have nothing to switch to.
 */
export function ModeSwitch() {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  const setFanMode = useSessionStore((s) => s.setFanMode);
  const navigate = useNavigate();

  const roleMode = user?.email ? roleModeOf(user) : null;
  if (!user || !roleMode) return null;

  const title = switchModeTitle(fanMode ? MODE_LABEL[roleMode] : MODE_LABEL.fan);

  function confirmSwitch() {
    if (!user) return;
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{MODE_SWITCH_WARNING}</Text>,
      labels: { confirm: MODE_SWITCH_CONFIRM, cancel: 'Cancel' },
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
