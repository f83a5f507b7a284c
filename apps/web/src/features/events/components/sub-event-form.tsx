import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  DELETE_SUB_EVENT_CONFIRM,
  DELETE_SUB_EVENT_TITLE,
  REQUIRED_TALENT,
  REQUIRED_TALENT_HINT,
  SUB_EVENT_DELETED,
  SUB_EVENT_SAVED,
  TIME_BLOCKS_HELP,
  TIME_BLOCKS_HELP_LINK,
  TIME_BLOCKS_HELP_TITLE,
  VENUE_TIME_NOTE,
  eventPath,
} from '@stagepass/domain/events';
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import { HelpLink } from '../../../components/ui/help-modal';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import {
  SUB_EVENT_NOTES_MAX_LENGTH,
  TRAIT_COUNT_MAX,
  subEventDraft,
  subEventErrors,
  subEventInput,
} from '../lib/sub-event-form';
import type { SubEventDraft } from '../lib/sub-event-form';
import '../styles/events.css';

type Trait = RequestOutput<'specialist_trait_query'>['traits'][number];

const READS_OF_EVENTS = ['business_events_query', 'user_events_query'] as const;

export interface SubEventFormProps {
  event: EventCard;
  /** The time block being edited; none creates one. */
  subEvent?: SubEvent;
  /** The talent traits (specialist_trait_query); undefined while they load. */
  traits: readonly Trait[] | undefined;
}

/**
 * spec 001 §3 Sub-event: a time block's venue times, notes and the talent it needs per trait (traits_num). An
 * existing one can be deleted after confirmation; the server refuses one with bookings or sold tickets, and its
 * message is shown.
 */
export function SubEventForm({ event, subEvent, traits }: SubEventFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SubEventDraft>(() => subEventDraft(event, subEvent));
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? subEventErrors(draft, event) : {};
  const patch = (p: Partial<SubEventDraft>) => setDraft((d) => ({ ...d, ...p }));

  const backToEvent = async (message: string) => {
    notify(1, message);
    await navigate(eventPath(event.event_id));
    for (const name of READS_OF_EVENTS) void queryClient.invalidateQueries({ queryKey: [name] });
  };
  const save = useRequestMutation('business_create_update_sub_event', {
    onSuccess: () => backToEvent(SUB_EVENT_SAVED),
  });
  const remove = useRequestMutation('business_delete_sub_event', {
    onSuccess: () => backToEvent(SUB_EVENT_DELETED),
  });

  const submit = () => {
    setShowErrors(true);
    if (Object.keys(subEventErrors(draft, event)).length > 0) return;
    save.mutate(subEventInput(draft, event.event_id, subEvent?.sb_event_id));
  };

  const confirmDelete = () => {
    if (!subEvent) return;
    modals.openConfirmModal({
      title: DELETE_SUB_EVENT_TITLE,
      children: <Text size="sm">{DELETE_SUB_EVENT_CONFIRM}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ sb_event_id: subEvent.sb_event_id }),
    });
  };

  return (
    <Stack
      component="form"
      aria-label="Time block"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <HelpLink label={TIME_BLOCKS_HELP_LINK} title={TIME_BLOCKS_HELP_TITLE} paragraphs={TIME_BLOCKS_HELP} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label="Starts"
          required
          value={draft.start}
          onChange={(e) => patch({ start: e.currentTarget.value })}
          error={errors.start}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          required
          value={draft.end}
          onChange={(e) => patch({ end: e.currentTarget.value })}
          error={errors.end}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {VENUE_TIME_NOTE} ({event.time_zone}).
      </Text>
      <Textarea
        label="Notes"
        // spec 000 §9: textareas 12 rows, at most 300 px high.
        rows={TEXTAREA_ROWS}
        styles={{ input: { maxHeight: TEXTAREA_MAX_HEIGHT_PX } }}
        maxLength={SUB_EVENT_NOTES_MAX_LENGTH}
        value={draft.notes}
        onChange={(e) => patch({ notes: e.currentTarget.value })}
        error={errors.notes}
      />
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={700}>
          {REQUIRED_TALENT}
        </Text>
        <Text size="sm" c="dimmed">
          {REQUIRED_TALENT_HINT}
        </Text>
        {traits === undefined ? (
          <Skeleton h={80} />
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }}>
            {traits.map((t) => (
              <NumberInput
                key={t.id}
                label={t.trait}
                min={0}
                max={TRAIT_COUNT_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={draft.counts[String(t.id)] ?? 0}
                onChange={(v) =>
                  patch({ counts: { ...draft.counts, [String(t.id)]: typeof v === 'number' ? v : Number(v) || 0 } })
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {remove.error && (
        <Alert color="red" role="alert" title="The time block was not deleted">
          {remove.error.message}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button component={Link} to={eventPath(event.event_id)} variant="default">
            Cancel
          </Button>
        </Group>
        {subEvent && (
          <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
        )}
      </Group>
    </Stack>
  );
}
