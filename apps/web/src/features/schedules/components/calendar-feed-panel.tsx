import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { LINK_COPIED, LINK_COPY_FAILED } from '@stagepass/domain/events';
import { notify } from '../../../components/ui/notify';
import { requestQuery, useRequest, useRequestMutation } from '../../../lib/use-request';
import { FEED_TEXTS as T, SCHEDULING_TEXTS } from '../schedules-texts';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin): select the link and use the legacy command.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

const FEED = requestQuery('specialist_calendar_feed', {});

/**
 * The talent's private calendar feed (issue 12, beyond the spec). Its URL is shown only when it is made or reset
 * (only the secret's hash is kept): the answer is kept for the session, and Reset (after a confirmation) gives a
 * new URL and ends the old one.
 */
export function CalendarFeedPanel() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const feed = useRequest('specialist_calendar_feed', {}, { staleTime: Infinity, gcTime: Infinity });
  const reset = useRequestMutation('specialist_calendar_feed_reset', {
    onSuccess: (answer) => {
      queryClient.setQueryData(FEED.queryKey, answer);
      notify(1, T.resetDone);
    },
  });

  const copy = async (url: string) => {
    // spec 001 §8: 'Link Copied'.
    if (await copyText(url, input.current)) notify(1, LINK_COPIED);
    else notify(2, LINK_COPY_FAILED);
  };

  const confirmReset = () =>
    modals.openConfirmModal({
      title: T.resetTitle,
      children: <Text size="sm">{T.resetBody}</Text>,
      labels: { confirm: T.reset, cancel: SCHEDULING_TEXTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => reset.mutate({}),
    });

  const url = feed.data?.url ?? null;
  const webcal = feed.data?.webcal_url ?? null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sch-feed-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sch-feed-heading">
          {T.heading}
        </Title>
        <Text size="sm">{T.intro}</Text>
        {feed.isPending && <Skeleton h={36} aria-label={T.loading} />}
        {url && (
          <>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                ref={input}
                label={T.link}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flexGrow: 1, minWidth: 0 }}
              />
              {/* The link field gives way on a phone; the button keeps its whole label. */}
              <Button onClick={() => void copy(url)} style={{ flexShrink: 0 }}>
                {T.copy}
              </Button>
            </Group>
            {webcal && (
              <Anchor href={webcal} size="sm">
                {T.openInApp}
              </Anchor>
            )}
          </>
        )}
        {feed.isSuccess && !url && (
          <Text size="sm" c="dimmed">
            {T.hidden}
          </Text>
        )}
        <List size="sm" spacing={4}>
          <List.Item>{T.google}</List.Item>
          <List.Item>{T.apple}</List.Item>
          <List.Item>{T.refresh}</List.Item>
          <List.Item>{T.secret}</List.Item>
        </List>
        <Group>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={confirmReset}
            loading={reset.isPending}
            disabled={!feed.isSuccess}
          >
            {T.reset}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
