import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Location } from '@stagepass/contract/schedules/fields';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { LOCATION_TEXTS as T, SCHEDULING_TEXTS } from '../schedules-texts';

export interface LocationsPanelProps {
  locations: readonly Location[];
  onAdd: () => void;
  onEdit: (location: Location) => void;
}

/** The talent's locations (spec 001 §7 locations_query), with add, edit and delete. */
export function LocationsPanel({ locations, onAdd, onEdit }: LocationsPanelProps) {
  // Not silent: a location still in use is refused, and the server's message shows as an error notice.
  const remove = useRequestMutation('location_delete', {
    invalidates: ['locations_query', 'specialist_template_list'],
    onSuccess: () => notify(1, T.deleted),
  });

  const confirmDelete = (location: Location) =>
    modals.openConfirmModal({
      title: T.deleteTitle,
      children: <Text size="sm">{T.deleteBody(location.name)}</Text>,
      labels: { confirm: SCHEDULING_TEXTS.delete, cancel: SCHEDULING_TEXTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ location: location.location_id }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sch-locations-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="sch-locations-heading">
            {T.heading}
          </Title>
          {locations.length > 0 && (
            <Button size="xs" variant="light" onClick={onAdd}>
              {T.add}
            </Button>
          )}
        </Group>
        {locations.length === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {T.empty}
            </Text>
            <Button size="xs" variant="light" onClick={onAdd}>
              {T.add}
            </Button>
          </Stack>
        )}
        <Stack gap="xs" component="ul" className="sch-list">
          {locations.map((l) => (
            <li key={l.location_id} aria-label={l.name}>
              <Text fw={600} size="sm">
                {l.name}
              </Text>
              <Text size="sm">{l.address}</Text>
              <Text size="xs" c="dimmed">
                {T.timeZone(l.time_zone)}
              </Text>
              <Group gap="xs" mt={4}>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(l)} aria-label={`Edit ${l.name}`}>
                  {SCHEDULING_TEXTS.edit}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => confirmDelete(l)}
                  aria-label={`Delete ${l.name}`}
                >
                  {SCHEDULING_TEXTS.delete}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
