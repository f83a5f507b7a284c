import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TemplateItem } from '@stagepass/contract/schedules/fields';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { dollarsText } from '../lib/calendar-entries';
import { templateTimesText } from '../lib/schedule-form';
import { SCHEDULING_TEXTS, TEMPLATE_TEXTS as T } from '../schedules-texts';

export interface TemplatesPanelProps {
  templates: readonly TemplateItem[];
  /** Templates need a location: without one, nothing can be made or applied. */
  disabled: boolean;
  onAdd: () => void;
  onEdit: (template: TemplateItem) => void;
  onApply: (template: TemplateItem) => void;
}

/** spec 001 §7 specialist_template_list: the talent's templates, with new, edit (rename), delete and apply. */
export function TemplatesPanel({ templates, disabled, onAdd, onEdit, onApply }: TemplatesPanelProps) {
  const remove = useRequestMutation('specialist_template', {
    invalidates: ['specialist_template_list'],
    onSuccess: () => notify(1, T.deleted),
  });

  const confirmDelete = (t: TemplateItem) =>
    modals.openConfirmModal({
      title: T.deleteTitle,
      children: <Text size="sm">{T.deleteBody(t.name)}</Text>,
      labels: { confirm: SCHEDULING_TEXTS.delete, cancel: SCHEDULING_TEXTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ delete: true, name: t.name }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sch-templates-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="sch-templates-heading">
            {T.heading}
          </Title>
          {templates.length > 0 && (
            <Button size="xs" variant="light" onClick={onAdd} disabled={disabled}>
              {T.add}
            </Button>
          )}
        </Group>
        {templates.length === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {disabled ? T.emptyNoLocation : T.empty}
            </Text>
            {!disabled && (
              <Button size="xs" variant="light" onClick={onAdd}>
                {T.add}
              </Button>
            )}
          </Stack>
        )}
        <Stack gap="xs" component="ul" className="sch-list">
          {templates.map((t) => (
            <li key={t.name} aria-label={t.name}>
              <Text fw={600} size="sm">
                {t.name}
              </Text>
              <Text size="sm">
                {t.location_name ?? T.noLocation} · {templateTimesText(t)} · {dollarsText(t.rate)}
              </Text>
              <Group gap="xs" mt={4}>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => onApply(t)}
                  disabled={disabled}
                  aria-label={`${T.apply} ${t.name}`}
                >
                  {T.apply}
                </Button>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(t)} aria-label={`Edit ${t.name}`}>
                  {SCHEDULING_TEXTS.edit}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => confirmDelete(t)}
                  aria-label={`Delete ${t.name}`}
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
