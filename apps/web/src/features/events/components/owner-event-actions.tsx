import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import { ADD_TIME_BLOCK, DELETE_EVENT_CONFIRM, DELETE_EVENT_TITLE, EVENT_DELETED } from '@stagepass/domain/events';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { subEventLink, updateEventLink } from '../lib/event-links';

/**
 * The owner's actions on an event (spec 001 §6: a business creates, updates and deletes its events and
 * sub-events): Edit, Add time block, and Delete after confirmation. A refusal (an event with sold tickets) shows
 * the server's message as a notice.
 */
export function OwnerEventActions({
  event,
  onDeleted,
  size = 'xs',
  withAddTimeBlock = true,
}: {
  event: Pick<EventCard, 'event_id' | 'event_name'>;
  onDeleted?: () => void;
  size?: 'xs' | 'sm';
  /** The event page offers 'Add time block' with its time blocks instead. */
  withAddTimeBlock?: boolean;
}) {
  const queryClient = useQueryClient();
  const remove = useRequestMutation('business_delete_event', {
    onSuccess: () => {
      notify(1, EVENT_DELETED);
      // Away from a page about the event first, so it does not refetch it and show 'not found'.
      onDeleted?.();
      for (const name of ['business_events_query', 'user_events_query', 'get_watched_items'] as const)
        void queryClient.invalidateQueries({ queryKey: [name] });
    },
  });
  const edit = updateEventLink(event.event_id);
  const addBlock = subEventLink(event.event_id);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: DELETE_EVENT_TITLE,
      children: (
        <Text size="sm">
          <strong>{event.event_name}</strong>: {DELETE_EVENT_CONFIRM}
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ event_id: event.event_id }),
    });

  return (
    <>
      <Button
        component={Link}
        to={edit.to}
        state={edit.state}
        size={size}
        variant="light"
        aria-label={`Edit ${event.event_name}`}
      >
        Edit
      </Button>
      {withAddTimeBlock && (
        <Button
          component={Link}
          to={addBlock.to}
          state={addBlock.state}
          size={size}
          variant="light"
          aria-label={`${ADD_TIME_BLOCK} to ${event.event_name}`}
        >
          {ADD_TIME_BLOCK}
        </Button>
      )}
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={confirmDelete}
        loading={remove.isPending}
        aria-label={`Delete ${event.event_name}`}
      >
        Delete
      </Button>
    </>
  );
}
