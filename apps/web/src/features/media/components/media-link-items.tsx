import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MediaLink } from '@stagepass/contract/media/fields';
import { mediaLinkHost } from '@stagepass/domain/media-links';

/**
 * Media links as a list: each its description (or its host) as a link that opens in a new tab, and the host under
 * it. The urls are http or https (the server refuses any other), and they are the company's, not ours: nofollow.
 */
export function MediaLinkItems({
  links,
  label,
  actions,
}: {
  links: readonly MediaLink[];
  label: string;
  actions?: (link: MediaLink) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {links.map((l) => (
        <Group component="li" key={l.link_id} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Anchor href={l.url} target="_blank" rel="nofollow noopener noreferrer" fw={600} truncate="end">
              {l.description || mediaLinkHost(l.url)}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              {mediaLinkHost(l.url)}
            </Text>
          </Stack>
          {actions?.(l)}
        </Group>
      ))}
    </Stack>
  );
}
