import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from '../../features/accounts/components/account-menu';
import { ModeSwitch } from '../../features/accounts/components/mode-switch';
import { useDashboardPath, useIsLoggedIn } from '../../features/accounts/hooks/use-session';
import { DisplayModeToggles } from '../../features/settings/components/display-mode-toggles';

/**
 * spec 000 §2.3: the dashboard sidebar. It lists only the items whose role and mode match the
 * visitor (the feature items arrive with their issues), then the mode switch and display toggles.
 */
export function DashSidebar() {
  const loggedIn = useIsLoggedIn();
  const dashboard = useDashboardPath();
  const { pathname } = useLocation();

  return (
    <Stack justify="space-between" h="100%" gap="md">
      <ScrollArea type="auto" offsetScrollbars>
        <nav aria-label="Dashboard">
          <NavLink component={Link} to={dashboard} label="Dashboard" active={pathname === dashboard} />
          {loggedIn && <AccountMenu />}
        </nav>
      </ScrollArea>
      <Stack gap="md">
        <ModeSwitch />
        <Divider />
        <DisplayModeToggles />
      </Stack>
    </Stack>
  );
}
