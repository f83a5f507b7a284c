import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  DECLARED_NETWORKS,
  FOLLOWER_COUNT_INVALID,
  NETWORK_FOLLOWERS_DESCRIPTION,
  NETWORK_FOLLOWERS_SAVE,
  NETWORK_FOLLOWERS_SAVED,
  NETWORK_FOLLOWERS_TITLE,
  type DeclaredNetwork,
  followerCountProblem,
  networkCountLabel,
  networkHandleLabel,
  networkHandleProblem,
} from '@stagepass/domain/counts';
import { notify } from '../../../components/ui/notify';
import { RpcError } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

type Row = { handle: string; count: string };
type Rows = Record<DeclaredNetwork, Row>;
type Problems = Partial<Record<DeclaredNetwork, { handle?: string; count?: string }>>;
type Sent = RequestInput<'update_network_followers'>['networks'];

const EMPTY_ROW: Row = { handle: '', count: '' };

/** The rows as stored (member_query declared_followers), or empty ones. */
function rowsOf(declared: readonly { network: DeclaredNetwork; handle: string | null; count: number }[] = []): Rows {
  const rows = Object.fromEntries(DECLARED_NETWORKS.map((n) => [n, EMPTY_ROW])) as Rows;
  for (const d of declared) rows[d.network] = { handle: d.handle ?? '', count: String(d.count) };
  return rows;
}

/** The list to send, or what is wrong with each row. A row with neither a handle nor a count is not listed. */
function toSend(rows: Rows): { networks: Sent; problems: Problems } {
  const networks: Sent = [];
  const problems: Problems = {};
  for (const network of DECLARED_NETWORKS) {
    const { handle, count } = rows[network];
    const problem = {
      handle: networkHandleProblem(handle) ?? undefined,
      count:
        followerCountProblem(count) ??
        (count.trim() === '' && handle.trim() !== '' ? FOLLOWER_COUNT_INVALID : undefined),
    };
    if (problem.handle || problem.count) problems[network] = problem;
    else if (count.trim() !== '')
      networks.push({ network, handle: handle.trim() || null, count: Number(count.trim().replace(/,/g, '')) });
  }
  return { networks, problems };
}

/**
 * Settings → Profile, next to the bio (talent and businesses): the handle and follower count on each network of spec
 * 001 §3 Follow (update_network_followers). No network is asked, so the counts are the member's word, and the profile
 * says so; the §9 follower display shows the biggest. Starts from what is stored (member_query).
 */
export function NetworkFollowersForm() {
  const stored = useRequest('member_query', {});
  const [edited, setEdited] = useState<Rows | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState<Sent>([]);
  const update = useRequestMutation('update_network_followers', {
    invalidates: ['member_query', 'specialist_query', 'business_query', 'user_query'],
    onSuccess: ({ declared_followers }) => {
      setEdited(rowsOf(declared_followers));
      notify(1, NETWORK_FOLLOWERS_SAVED);
    },
  });
  const rows = edited ?? rowsOf(stored.data?.member.declared_followers);
  const ready = stored.data !== undefined;

  /** The server's message for a field of the row, when it refused one (its field names the index sent). */
  const serverProblem = (network: DeclaredNetwork, field: 'handle' | 'count' | 'network') => {
    const error = update.error;
    if (!(error instanceof RpcError) || !error.field) return undefined;
    const i = sent.findIndex((n) => n.network === network);
    return i >= 0 && error.field === `networks.${i}.${field}` ? error.message : undefined;
  };

  const change = (network: DeclaredNetwork, patch: Partial<Row>) => {
    setEdited({ ...rows, [network]: { ...rows[network], ...patch } });
    setProblems((p) => ({ ...p, [network]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { networks, problems: found } = toSend(rows);
    setProblems(found);
    if (Object.keys(found).length > 0 || update.isPending) return;
    setSent(networks);
    update.mutate({ networks });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={NETWORK_FOLLOWERS_TITLE}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {NETWORK_FOLLOWERS_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          {NETWORK_FOLLOWERS_DESCRIPTION}
        </Text>
        {DECLARED_NETWORKS.map((network) => (
          <SimpleGrid key={network} cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={networkHandleLabel(network)}
              leftSection="@"
              autoComplete="off"
              value={rows[network].handle}
              disabled={!ready}
              onChange={(e) => change(network, { handle: e.currentTarget.value })}
              error={problems[network]?.handle ?? serverProblem(network, 'handle') ?? serverProblem(network, 'network')}
            />
            <TextInput
              label={networkCountLabel(network)}
              inputMode="numeric"
              autoComplete="off"
              value={rows[network].count}
              disabled={!ready}
              onChange={(e) => change(network, { count: e.currentTarget.value })}
              error={problems[network]?.count ?? serverProblem(network, 'count')}
            />
          </SimpleGrid>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!ready}>
            {NETWORK_FOLLOWERS_SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
