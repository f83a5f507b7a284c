import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Location } from '@stagepass/contract/schedules/fields';
import { TEMPLATE_NAME_MAX_LENGTH } from '@stagepass/domain/schedules';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { templateErrors, templateFieldOf, templateInput } from '../lib/schedule-form';
import type { FormErrors, ScheduleField, TemplateDraft, TemplateField } from '../lib/schedule-form';
import { SCHEDULE_FORM_TEXTS, TEMPLATE_TEXTS as T } from '../schedules-texts';
import { FormFooter } from './form-footer';
import { TermsFields } from './terms-fields';

export interface TemplateFormModalProps {
  /** The draft to open on (new, from a schedule, or a saved template); null: closed. */
  draft: TemplateDraft | null;
  locations: readonly Location[];
  onClose: () => void;
}

export function TemplateFormModal({ draft, locations, onClose }: TemplateFormModalProps) {
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={draft?.oldName ? T.editTitle : T.newTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {draft && <TemplateForm initial={draft} locations={locations} onClose={onClose} />}
    </Modal>
  );
}

/**
 * spec 001 §3 Template: a schedule's fields at local times of day, with a name (at most 64 characters, §9). A
 * rename sends the old name (specialist_template's old_name).
 */
function TemplateForm({
  initial,
  locations,
  onClose,
}: {
  initial: TemplateDraft;
  locations: readonly Location[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<TemplateField>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const location = locations.find((l) => String(l.location_id) === draft.locationId);
  const errors = { ...(showErrors ? templateErrors(draft, location) : {}), ...serverErrors };

  const patch = (p: Partial<TemplateDraft>, fields: TemplateField[]) => {
    setDraft((d) => ({ ...d, ...p }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as TemplateField))));
  };

  const save = useRequestMutation('specialist_template', {
    meta: { silent: true },
    invalidates: ['specialist_template_list'],
    onSuccess: () => {
      notify(1, T.saved);
      onClose();
    },
    onError: (error) => {
      const field = templateFieldOf(error.field);
      if (field) setServerErrors({ [field]: error.message });
      else setAlert(error.message);
    },
  });

  const submit = () => {
    setShowErrors(true);
    setAlert(null);
    if (!location || Object.keys(templateErrors(draft, location)).length > 0) return;
    save.mutate(templateInput(draft, location));
  };

  return (
    <form
      aria-label={initial.oldName ? T.editTitle : T.newTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={T.name}
          required
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(e) => patch({ name: e.currentTarget.value }, ['name'])}
          error={errors.name}
          rightSectionWidth={56}
          rightSection={
            <Text size="xs" c="dimmed" aria-label={`${draft.name.length} of ${TEMPLATE_NAME_MAX_LENGTH} characters`}>
              {draft.name.length}/{TEMPLATE_NAME_MAX_LENGTH}
            </Text>
          }
        />
        <Select
          label={SCHEDULE_FORM_TEXTS.location}
          required
          data={locations.map((l) => ({ value: String(l.location_id), label: l.name }))}
          value={draft.locationId}
          onChange={(v) => patch({ locationId: v }, ['location_id'])}
          allowDeselect={false}
          error={errors.location_id}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2}>
          <TextInput
            type="time"
            label={T.start}
            required
            value={draft.start}
            onChange={(e) => patch({ start: e.currentTarget.value }, ['start_time', 'end_time'])}
            error={errors.start_time}
          />
          <TextInput
            type="time"
            label={T.end}
            required
            value={draft.end}
            onChange={(e) => patch({ end: e.currentTarget.value }, ['start_time', 'end_time'])}
            error={errors.end_time}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {T.timesNote}
        </Text>
        <TermsFields
          draft={draft}
          errors={errors as FormErrors<ScheduleField>}
          onChange={(p, fields) => patch(p, fields)}
        />
        <FormFooter alert={alert} alertTitle={T.notSaved} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
