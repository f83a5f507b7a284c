import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import type { BusinessTicket } from '@stagepass/contract/tickets/fields';
import { VENUE_TIME_NOTE, eventPath } from '@stagepass/domain/events';
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import {
  MAX_TICKET_QUANTITY,
  MAX_TICKET_TAXES,
  MAX_TICKETS_PER_PURCHASE,
  TICKETS_HELP,
  TICKET_NAME_MAX,
  TICKET_SAVED,
} from '@stagepass/domain/tickets';
import { HelpLink } from '../../../components/ui/help-modal';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import {
  TAX_RATE_MAX_PCT,
  TAX_TYPE_MAX,
  TICKET_DESCRIPTION_MAX,
  minorDigits,
  ticketDraft,
  ticketErrors,
  ticketInput,
} from '../lib/ticket-form';
import type { TicketDraft, TicketErrors } from '../lib/ticket-form';
import { CANCEL, FREE, SAVE, TICKETS_HELP_LINK, TICKET_FORM_LABELS as L } from '../ticket-texts';

/** The reads that show tickets or the event's price range, refetched after a save. */
const READS_OF_TICKETS = [
  'business_ticket_query',
  'get_tickets_for_event',
  'user_events_query',
  'business_events_query',
] as const;

const numberOrEmpty = (v: number | string): number | '' =>
  typeof v === 'number' ? v : v.trim() === '' ? '' : Number(v);

export interface TicketFormProps {
  event: EventCard;
  currency: string;
  /** The ticket being edited; none creates one. */
  ticket?: BusinessTicket;
}

/**
 * spec 001 §3 Ticket: every field of a ticket, checked as the server checks it. A refusal of the server (400, 409)
 * naming a field is shown on that field; any other in an alert. After a save, back to the event page.
 */
export function TicketForm({ event, currency, ticket }: TicketFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TicketDraft>(() => ticketDraft(event, currency, ticket, Date.now()));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<TicketErrors>({});
  const [serverAlert, setServerAlert] = useState<string | null>(null);
  const errors: TicketErrors = { ...(showErrors ? ticketErrors(draft, event, currency) : {}), ...serverErrors };

  const patch = (p: Partial<TicketDraft>, fields: string[] = Object.keys(p)) => {
    setDraft((d) => ({ ...d, ...p }));
    // A server refusal is about what was sent: editing the field clears it.
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.some((f) => k.startsWith(f)))));
  };

  const save = useRequestMutation('business_ticket_create_update', {
    meta: { silent: true },
    onSuccess: async () => {
      notify(1, TICKET_SAVED);
      await navigate(eventPath(event.event_id));
      for (const name of READS_OF_TICKETS) void queryClient.invalidateQueries({ queryKey: [name] });
    },
    onError: (error) => {
      const field = error.field && FIELD_OF_SERVER[error.field.split('.')[0]!] ? error.field : undefined;
      if (field) setServerErrors({ [field]: error.message });
      else setServerAlert(error.message);
    },
  });

  const submit = () => {
    setShowErrors(true);
    setServerAlert(null);
    if (Object.keys(ticketErrors(draft, event, currency)).length > 0) return;
    save.mutate(ticketInput(draft, event.event_id, currency, ticket?.ticket_id));
  };

  const digits = minorDigits(currency);
  const free = draft.price === 0;
  const setTax = (i: number, p: Partial<TicketDraft['taxes'][number]>) =>
    patch({ taxes: draft.taxes.map((t, j) => (j === i ? { ...t, ...p } : t)) }, [`tax_details.${i}`]);

  return (
    // noValidate: the form's own messages, on each field, rather than the browser's bubble on the first.
    <form
      aria-label="Ticket"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Group>
          <HelpLink label={TICKETS_HELP_LINK} title={TICKETS_HELP.title} paragraphs={TICKETS_HELP.paragraphs} />
        </Group>
        <TextInput
          label={L.name}
          required
          maxLength={TICKET_NAME_MAX}
          value={draft.name}
          onChange={(e) => patch({ name: e.currentTarget.value })}
          error={errors.name}
          rightSectionWidth={56}
          rightSection={
            <Text
              size="xs"
              c="dimmed"
              aria-live="polite"
              aria-label={`${draft.name.length} of ${TICKET_NAME_MAX} characters`}
            >
              {draft.name.length}/{TICKET_NAME_MAX}
            </Text>
          }
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={`${L.price} (${currency})`}
            description={free ? FREE : L.priceHint}
            required
            min={0}
            decimalScale={digits}
            allowNegative={false}
            thousandSeparator=","
            value={draft.price}
            onChange={(v) => patch({ price: numberOrEmpty(v) })}
            error={errors.price}
          />
          <NumberInput
            label={L.quantity}
            required
            min={1}
            max={MAX_TICKET_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            value={draft.quantity}
            onChange={(v) => patch({ quantity: numberOrEmpty(v) })}
            error={errors.quantity}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={L.salesStart}
            required
            value={draft.salesStart}
            onChange={(e) => patch({ salesStart: e.currentTarget.value }, ['sales_start'])}
            error={errors.sales_start}
          />
          <TextInput
            type="datetime-local"
            label={L.salesEnd}
            required
            value={draft.salesEnd}
            onChange={(e) => patch({ salesEnd: e.currentTarget.value }, ['sales_end'])}
            error={errors.sales_end}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {VENUE_TIME_NOTE} ({event.time_zone}).
        </Text>
        <Textarea
          label={L.description}
          // spec 000 §9: textareas 12 rows, at most 300 px high.
          rows={TEXTAREA_ROWS}
          styles={{ input: { maxHeight: TEXTAREA_MAX_HEIGHT_PX } }}
          maxLength={TICKET_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(e) => patch({ description: e.currentTarget.value })}
          error={errors.description}
        />
        <NumberInput
          label={L.purchaseLimit}
          description={L.purchaseLimitHint}
          min={1}
          max={MAX_TICKETS_PER_PURCHASE}
          allowDecimal={false}
          allowNegative={false}
          value={draft.purchaseLimit}
          onChange={(v) => patch({ purchaseLimit: numberOrEmpty(v) }, ['purchase_limit'])}
          error={errors.purchase_limit}
          maw={240}
        />
        <Stack gap={6}>
          <Checkbox
            label={L.refundable}
            description={L.refundableHint}
            checked={draft.refundable}
            onChange={(e) => patch({ refundable: e.currentTarget.checked })}
          />
          <Checkbox
            label={L.private}
            description={L.privateHint}
            checked={draft.private}
            onChange={(e) => patch({ private: e.currentTarget.checked })}
          />
          <Checkbox
            label={L.onlineOnly}
            description={L.onlineOnlyHint}
            checked={draft.onlineOnly}
            onChange={(e) => patch({ onlineOnly: e.currentTarget.checked }, ['online_only'])}
          />
        </Stack>

        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={700}>
            {L.taxes}
          </Text>
          <Text size="sm" c="dimmed">
            {L.taxesHint}
          </Text>
          {draft.taxes.map((t, i) => (
            // Rows have no id of their own; their order is what the server gets.
            <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={`${L.taxType} ${i + 1}`}
                required
                maxLength={TAX_TYPE_MAX}
                placeholder="Sales tax"
                value={t.type}
                onChange={(e) => setTax(i, { type: e.currentTarget.value })}
                error={errors[`tax_details.${i}.type`]}
                style={{ flexGrow: 1 }}
              />
              <NumberInput
                label={`${L.taxRate} ${i + 1}`}
                required
                min={0}
                max={TAX_RATE_MAX_PCT}
                decimalScale={3}
                allowNegative={false}
                value={t.rate}
                onChange={(v) => setTax(i, { rate: numberOrEmpty(v) })}
                error={errors[`tax_details.${i}.rate_pct`]}
                w={120}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`${L.removeTax} ${i + 1}`}
                onClick={() => patch({ taxes: draft.taxes.filter((_, j) => j !== i) }, ['tax_details'])}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.tax_details && (
            <Text size="sm" c="red">
              {errors.tax_details}
            </Text>
          )}
          {draft.taxes.length < MAX_TICKET_TAXES && (
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => patch({ taxes: [...draft.taxes, { type: '', rate: '' }] }, ['tax_details'])}
              >
                {L.addTax}
              </Button>
            </Group>
          )}
        </Stack>

        {serverAlert && (
          <Alert color="red" role="alert" title="The ticket was not saved">
            {serverAlert}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {SAVE}
          </Button>
          <Button component={Link} to={eventPath(event.event_id)} variant="default">
            {CANCEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's field names the form has an input for (anything else shows in the alert). */
const FIELD_OF_SERVER: Record<string, true> = {
  name: true,
  price: true,
  quantity: true,
  sales_start: true,
  sales_end: true,
  description: true,
  purchase_limit: true,
  tax_details: true,
};
