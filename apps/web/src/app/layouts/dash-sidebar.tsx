import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useConfirmLogout } from '../../features/accounts/components/account-menu';
import { ChangeClientButton } from '../../features/agency/components/change-client-button';
import { ModeSwitch } from '../../features/accounts/components/mode-switch';
import { DisplayModeToggles } from '../../features/settings/components/display-mode-toggles';
import { InboxUnreadBadge } from '../../features/messages/components/message-stream';
import { useSessionStore } from '../../store/session-store';
import { visibleItems } from './sidebar-items';
import type { SidebarLink } from './sidebar-items';

const INBOX_PATH = '/dash/inbox';

/** spec 000 §2.3: the account menu group is collapsible; a real button that says whether it is open. */
function SidebarGroupItem({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(true);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {children}
    </NavLink>
  );
}

/**
 * spec 000 §2.3: the dashboard sidebar. It lists only the items whose role and mode match the
 * visitor (spec 000 §6, sidebar-items.ts), then the mode switch, Change Client for an agency acting
 * as a client, and the dark / glitch mode toggles.
 */
export function DashSidebar() {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  const { pathname } = useLocation();
  const confirmLogout = useConfirmLogout();

  function renderLink(item: SidebarLink) {
    if (item.confirmLogout) {
      // A real link to /auth/logout, so it still works without script; with script it asks first.
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        confirmLogout();
      };
      return <NavLink key={item.to} component="a" href={item.to} label={item.label} onClick={onClick} />;
    }
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        active={pathname === item.to}
        aria-current={pathname === item.to ? 'page' : undefined}
        // Issue 13: the unread messages, kept live by the dashboard's message stream.
        {...(item.to === INBOX_PATH ? { rightSection: <InboxUnreadBadge /> } : {})}
      />
    );
  }

  return (
    <Stack justify="space-between" h="100%" gap="md">
      <ScrollArea type="auto" offsetScrollbars>
        <nav aria-label="Dashboard">
          {visibleItems(user, fanMode).map((item) =>
            item.kind === 'link' ? (
              renderLink(item)
            ) : (
              <SidebarGroupItem key={item.label} label={item.label}>
                {item.children.map(renderLink)}
              </SidebarGroupItem>
            ),
          )}
        </nav>
      </ScrollArea>
      <Stack gap="md">
        <ModeSwitch />
        <ChangeClientButton />
        <Divider />
        <DisplayModeToggles />
      </Stack>
    </Stack>
  );
}
