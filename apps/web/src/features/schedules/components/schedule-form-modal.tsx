import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { Location, ScheduleItem } from '@stagepass/contract/schedules/fields';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { ScheduleCountdown } from '../../bookings/components/countdown';
import { useServerNow, type ServerClock } from '../../bookings/components/server-clock';
import { closesText, scheduleWhenText } from '../lib/calendar-entries';
import { scheduleDraftOf, scheduleErrors, scheduleFieldOf, scheduleInput, withLocation } from '../lib/schedule-form';
import type { FormErrors, ScheduleDraft, ScheduleField, ScheduleFormField } from '../lib/schedule-form';
import { SCHEDULE_FORM_TEXTS as T, SCHEDULING_TEXTS } from '../schedules-texts';
import { FormFooter } from './form-footer';
import { TermsFields } from './terms-fields';

/** What the form opens on: a new schedule (from a slot, the button or a schedule request) or one to edit. */
export type ScheduleFormTarget =
  { mode: 'new'; draft: ScheduleDraft; schReqId?: number } | { mode: 'edit'; schedule: ScheduleItem };

export interface ScheduleFormModalProps {
  target: ScheduleFormTarget | null;
  locations: readonly Location[];
  /** The server's clock (useServerClock on specialist_schedule_list): the checks and the countdown run on it. */
  clock: ServerClock;
  onClose: () => void;
  /** 'Save as template': the template form, prefilled from this draft. */
  onSaveAsTemplate: (draft: ScheduleDraft) => void;
}

/** spec 001 §3 Schedule: the create and edit form, in a modal. */
export function ScheduleFormModal({ target, locations, clock, onClose, onSaveAsTemplate }: ScheduleFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? T.editTitle : T.newTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && (
        <ScheduleForm
          target={target}
          locations={locations}
          clock={clock}
          onClose={onClose}
          onSaveAsTemplate={onSaveAsTemplate}
        />
      )}
    </Modal>
  );
}

function ScheduleForm({
  target,
  locations,
  clock,
  onClose,
  onSaveAsTemplate,
}: {
  target: ScheduleFormTarget;
  locations: readonly Location[];
  clock: ServerClock;
  onClose: () => void;
  onSaveAsTemplate: (draft: ScheduleDraft) => void;
}) {
  const schedule = target.mode === 'edit' ? target.schedule : null;
  const schReqId = target.mode === 'new' ? target.schReqId : undefined;
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    target.mode === 'edit' ? scheduleDraftOf(target.schedule) : target.draft,
  );
  const [requested] = useState(() => (target.mode === 'new' ? target.draft.anchor : null));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<ScheduleField>>({});
  const [alert, setAlert] = useState<string | null>(null);

  // The form's checks and the closing text read the time again now and then; the server checks again on save.
  const now = useServerNow(clock, 15_000);
  const location = locations.find((l) => String(l.location_id) === draft.locationId);
  const errors: FormErrors<ScheduleFormField> = {
    ...(showErrors ? scheduleErrors(draft, location, now) : {}),
    ...serverErrors,
  };

  const patch = (p: Partial<ScheduleDraft>, fields: ScheduleField[]) => {
    setDraft((d) => ({ ...d, ...p }));
    // A refusal is about what was sent: changing that field clears it.
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as ScheduleField))));
  };
  // Typing a time leaves the request's block: the times are the talent's now.
  const patchTime = (p: Partial<ScheduleDraft>) => patch({ ...p, anchor: null }, ['start_time', 'end_time']);

  const save = useRequestMutation('specialist_schedule', {
    meta: { silent: true },
    invalidates:
      schReqId === undefined
        ? ['specialist_schedule_list']
        : ['specialist_schedule_list', 'get_create_schedule_requests'],
    onSuccess: () => {
      notify(1, schedule ? T.saved : T.created);
      onClose();
    },
    onError: (error) => {
      const field = scheduleFieldOf(error.field);
      if (field) setServerErrors({ [field]: error.message });
      else setAlert(error.message);
    },
  });

  const remove = useRequestMutation('specialist_delete_schedule', {
    meta: { silent: true },
    invalidates: ['specialist_schedule_list'],
    onSuccess: ({ cancelled_bids: n }) => {
      notify(1, n > 0 ? T.deletedWithBids(n) : T.deleted);
      onClose();
    },
    // The server refuses a schedule with bookings, or on a day that has closed: its message says which.
    onError: (error) => setAlert(error.message),
  });

  const submit = () => {
    setShowErrors(true);
    setAlert(null);
    if (!location || Object.keys(scheduleErrors(draft, location, now)).length > 0) return;
    save.mutate(scheduleInput(draft, location, { schId: schedule?.schedule_id, schReqId }));
  };

  const confirmDelete = (s: ScheduleItem) =>
    modals.openConfirmModal({
      title: T.deleteTitle,
      children: <Text size="sm">{T.deleteBody}</Text>,
      labels: { confirm: SCHEDULING_TEXTS.delete, cancel: SCHEDULING_TEXTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setAlert(null);
        remove.mutate({ sch_id: s.schedule_id });
      },
    });

  return (
    <form
      aria-label={schedule ? T.editTitle : T.newTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        {requested && (
          <Alert color="blue" title={T.fromRequestTitle}>
            {T.fromRequestBody(
              scheduleWhenText({
                start_time: requested.start,
                end_time: requested.end,
                time_zone: location?.time_zone ?? 'UTC',
              }),
            )}
          </Alert>
        )}
        {schedule && (
          <Stack gap={4}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {T.closes}
              </Text>
              <ScheduleCountdown closesAt={schedule.closed_at ?? schedule.closes_at} clock={clock} />
              {!schedule.closed_at && Date.parse(schedule.closes_at) > now && (
                <Text size="sm" c="dimmed">
                  ({closesText(schedule, now)})
                </Text>
              )}
            </Group>
            {schedule.bookings.length > 0 && (
              <Text size="sm">
                {T.bookingsHeading}: {schedule.bookings.map((b) => b.event_name).join(', ')}
              </Text>
            )}
            {schedule.live_bids > 0 && (
              <Text size="sm" c="dimmed">
                {SCHEDULING_TEXTS.liveBidsCount(schedule.live_bids)}
              </Text>
            )}
          </Stack>
        )}
        <Select
          label={T.location}
          required
          data={locations.map((l) => ({ value: String(l.location_id), label: l.name }))}
          value={draft.locationId}
          onChange={(v) => {
            setDraft((d) => withLocation(d, v, locations));
            setServerErrors({});
          }}
          allowDeselect={false}
          error={errors.location_id}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            type="date"
            label={T.date}
            required
            value={draft.date}
            onChange={(e) => patchTime({ date: e.currentTarget.value })}
            error={errors.date}
          />
          <TextInput
            type="time"
            label={T.start}
            required
            value={draft.start}
            onChange={(e) => patchTime({ start: e.currentTarget.value })}
            error={errors.start_time}
          />
          <TextInput
            type="time"
            label={T.end}
            required
            value={draft.end}
            onChange={(e) => patchTime({ end: e.currentTarget.value })}
            error={errors.end_time}
          />
        </SimpleGrid>
        {location && (
          <Text size="sm" c="dimmed">
            {T.timesNote(location.name, location.time_zone)}
          </Text>
        )}
        <TermsFields draft={draft} errors={errors} onChange={(p, fields) => patch(p, fields)} />
        <FormFooter
          alert={alert}
          alertTitle={T.notSaved}
          pending={save.isPending}
          onCancel={onClose}
          extra={
            <>
              <Button variant="subtle" onClick={() => onSaveAsTemplate(draft)}>
                {T.saveAsTemplate}
              </Button>
              {schedule && (
                <Button variant="light" color="red" loading={remove.isPending} onClick={() => confirmDelete(schedule)}>
                  {SCHEDULING_TEXTS.delete}
                </Button>
              )}
            </>
          }
        />
      </Stack>
    </form>
  );
}
