import { Alert, Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BOT_CHECK_PENDING, BOT_DETECTED, type LaunchRole, type MarketingFormKind } from '@stagepass/domain/launch';
import type { TraitOption } from '../hooks/use-launch-page-data';
import { type FieldDef, type FormValues, fieldProblem, visibleFields } from '../lib/launch-form';

interface MarketingFormViewProps {
  /** The accessible name of the form. */
  name: string;
  kind: MarketingFormKind;
  role: LaunchRole;
  values: FormValues;
  onChange: (key: FieldDef['key'], value: string) => void;
  traits: readonly TraitOption[];
  /** After a failed submit every invalid field shows its message, not only the ones left. */
  showAllErrors: boolean;
  messages: string[];
  bot: { checked: boolean; isBot: boolean };
  sending: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

/** One launch or partner form: its fields, their messages, and the submit button with the bot states. */
export function MarketingFormView(props: MarketingFormViewProps) {
  const { name, kind, role, values, onChange, traits, showAllErrors, messages, bot, sending, submitLabel, onSubmit } =
    props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const defs = visibleFields(kind, role);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const error = (def: FieldDef) =>
    showAllErrors || touched.has(def.key) ? (fieldProblem(def, kind, role, values, traits) ?? undefined) : undefined;
  const blur = (key: string) => () => setTouched((t) => new Set(t).add(key));
  const idFor = (key: string) => `${kind}-${role}-${key}`;

  return (
    <form aria-label={name} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {defs.map((def) => {
          const common = {
            id: idFor(def.key),
            label: def.label,
            error: error(def),
            onBlur: blur(def.key),
          };
          if (def.input === 'trait') {
            return (
              <Select
                key={def.key}
                {...common}
                data={traits as TraitOption[]}
                value={values[def.key] || null}
                onChange={(v) => {
                  onChange(def.key, v ?? '');
                  setTouched((t) => new Set(t).add(def.key));
                }}
                searchable
                nothingFoundMessage="No match"
                placeholder="Choose from the list"
              />
            );
          }
          if (def.input === 'textarea') {
            return (
              <Textarea
                key={def.key}
                {...common}
                value={values[def.key] ?? ''}
                onChange={(e) => onChange(def.key, e.currentTarget.value)}
                // spec 000 §9: textareas 12 rows, at most 300 px high.
                rows={12}
                styles={{ input: { maxHeight: 300 } }}
              />
            );
          }
          return (
            <TextInput
              key={def.key}
              {...common}
              type={def.input}
              autoComplete={def.autoComplete}
              value={values[def.key] ?? ''}
              onChange={(e) => onChange(def.key, e.currentTarget.value)}
            />
          );
        })}
        {!bot.checked && (
          <Alert color="blue" role="alert">
            {BOT_CHECK_PENDING}
          </Alert>
        )}
        {bot.checked && bot.isBot && (
          <Alert color="red" role="alert">
            {BOT_DETECTED}
          </Alert>
        )}
        {messages.map((m) => (
          <Alert key={m} color="red" role="alert">
            {m}
          </Alert>
        ))}
        {/* spec 000 §5: disabled while a submission is in flight, for a bot, or before the check ends. */}
        <Button type="submit" disabled={sending || !bot.checked || bot.isBot} loading={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
