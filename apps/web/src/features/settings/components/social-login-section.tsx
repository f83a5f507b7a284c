import { Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  SOCIAL_LOGIN_NOTE,
  SOCIAL_LOGIN_TITLE,
  socialLoginEnabledMessage,
  socialLoginSwitchLabel,
} from '@stagepass/domain/settings';
import { notify } from '../../../components/ui/notify';
import { assignLocation } from '../../../lib/navigation';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useSetSocialLogin } from '../../accounts/api/set_social_login';
import { connectableProviders, connectReturnUrl, newConnectState } from '../lib/social-connect';
import { SettingsSection } from './settings-section';

type Connection = RequestOutput<'is_connected'>['providers'][number];

/** Connected providers, and the ones Settings can connect; the rest have nothing to switch. */
export function shownConnections(providers: readonly Connection[]): Connection[] {
  return providers.filter((c) => c.connected || connectableProviders().includes(c.provider));
}

function ProviderRow({ connection, busy }: { connection: Connection; busy: boolean }) {
  const setLogin = useSetSocialLogin();
  const authorize = useRequestMutation('get_social_authorize_url');
  const { provider, label, connected, login_enabled: enabled } = connection;

  function toggle(on: boolean) {
    if (setLogin.isPending || authorize.isPending) return;
    if (connected) {
      setLogin.mutate({ provider, enabled: on }, { onSuccess: () => notify(1, socialLoginEnabledMessage(label, on)) });
      return;
    }
    // Not connected yet: the provider round trip first (set_social_login's contract), back here.
    authorize.mutate(
      { provider, redirect_uri: connectReturnUrl(), state: newConnectState(provider) },
      { onSuccess: ({ url }) => assignLocation(url) },
    );
  }

  const who = connection.email ?? connection.name;
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <div>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {connected ? (who ? `Connected as ${who}` : 'Connected') : 'Not connected'}
        </Text>
      </div>
      <Switch
        label={socialLoginSwitchLabel(label)}
        labelPosition="left"
        checked={connected && enabled}
        disabled={busy || setLogin.isPending || authorize.isPending}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
    </Group>
  );
}

/**
 * /dash/settings, Social Login (spec 000 §8: 'it can be enabled under Account, Settings, Social
 * Login'): one switch per provider, from is_connected. A connected provider is turned on or off with
 * set_social_login; turning on one that is not connected connects it through the provider first.
 */
export function SocialLoginSection({ connecting }: { connecting: boolean }) {
  const connections = useRequest('is_connected', {});

  return (
    <SettingsSection title={SOCIAL_LOGIN_TITLE} description={SOCIAL_LOGIN_NOTE}>
      {connections.isPending ? (
        <Stack gap="xs" aria-label="Loading social accounts">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : connections.isError ? (
        <Text size="sm" c="red">
          {connections.error.message}
        </Text>
      ) : (
        <Stack gap="sm">
          {shownConnections(connections.data.providers).map((c) => (
            <ProviderRow key={c.provider} connection={c} busy={connecting} />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
