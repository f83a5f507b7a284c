import { NavLink, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LOGOUT_CONFIRM } from '@stagepass/domain/accounts';
import { useLogout } from '../api/logout';

/** spec 000 §4: 'Logout asks "Are you sure you want to log out?"'; confirming logs out. */
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

/**
 * spec 000 §2.3: the collapsible account group — Settings, Emails, Log Out — shown to the four
 * logged-in roles. Log Out is a link to /auth/logout that asks first; without script it still works.
 */
export function AccountMenu() {
  const { pathname } = useLocation();
  const confirmLogout = useConfirmLogout();

  function onLogOut(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    confirmLogout();
  }

  return (
    <NavLink label="Account" defaultOpened childrenOffset="md">
      <NavLink component={Link} to="/dash/settings" label="Settings" active={pathname === '/dash/settings'} />
      <NavLink
        component={Link}
        to="/dash/emailPreferences"
        label="Emails"
        active={pathname === '/dash/emailPreferences'}
      />
      <NavLink component="a" href="/auth/logout" label="Log Out" onClick={onLogOut} />
    </NavLink>
  );
}
