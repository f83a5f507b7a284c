import { Badge, Group, Input, Modal, Select, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import type { TemplateItem } from '@stagepass/contract/schedules/fields';
import { APPLY_TEMPLATE_MAX_DATES } from '@stagepass/domain/schedules';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { floatingTime } from '../lib/calendar-entries';
import { TEMPLATE_TEXTS as T } from '../schedules-texts';
import { FormFooter } from './form-footer';

export interface ApplyTemplateModalProps {
  /** The template to apply first; null: closed. */
  templateName: string | null;
  templates: readonly TemplateItem[];
  /** The browser's zone: dates before today cannot be chosen. */
  timeZone: string;
  onClose: () => void;
}

export function ApplyTemplateModal({ templateName, templates, timeZone, onClose }: ApplyTemplateModalProps) {
  return (
    <Modal
      opened={templateName !== null}
      onClose={onClose}
      title={T.applyTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {templateName !== null && (
        <ApplyTemplateForm initialName={templateName} templates={templates} timeZone={timeZone} onClose={onClose} />
      )}
    </Modal>
  );
}

/**
 * issue 12: a template applied to chosen dates (specialist_apply_template). All or nothing: a refusal names the
 * date that failed ('2031-01-10: …'), shown under the dates.
 */
function ApplyTemplateForm({
  initialName,
  templates,
  timeZone,
  onClose,
}: {
  initialName: string;
  templates: readonly TemplateItem[];
  timeZone: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [dates, setDates] = useState<string[]>([]);
  const [datesError, setDatesError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [today] = useState(() => floatingTime(Date.now(), timeZone).slice(0, 10));

  const apply = useRequestMutation('specialist_apply_template', {
    meta: { silent: true },
    invalidates: ['specialist_schedule_list'],
    onSuccess: ({ schedules }) => {
      notify(1, T.applied(schedules.length));
      onClose();
    },
    onError: (error) => {
      if (error.field?.split('.')[0] === 'dates') setDatesError(error.message);
      else setAlert(error.message);
    },
  });

  const submit = () => {
    setAlert(null);
    if (dates.length === 0) {
      setDatesError(T.applyNoDates);
      return;
    }
    setDatesError(null);
    apply.mutate({ name, dates: [...dates].sort() });
  };

  const sorted = [...dates].sort();
  return (
    <form
      aria-label={T.applyTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Select
          label={T.applyTemplate}
          required
          data={templates.map((t) => t.name)}
          value={name}
          onChange={(v) => v !== null && setName(v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Input.Wrapper label={T.applyDates} description={T.applyDatesHint} error={datesError} required>
          <Group justify="center" mt="xs">
            <DatePicker
              type="multiple"
              value={dates}
              onChange={(v) => {
                setDates(v.slice(0, APPLY_TEMPLATE_MAX_DATES).map(String));
                setDatesError(null);
              }}
              minDate={today}
              numberOfColumns={1}
            />
          </Group>
        </Input.Wrapper>
        <Text size="sm" aria-live="polite">
          {T.applyChosen(dates.length)}
        </Text>
        {sorted.length > 0 && (
          <Group gap={4}>
            {sorted.map((d) => (
              <Badge key={d} variant="light">
                {d}
              </Badge>
            ))}
          </Group>
        )}
        <FormFooter
          alert={alert}
          alertTitle={T.notApplied}
          submitLabel={T.applySubmit}
          pending={apply.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
