import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import type { PurchaseRow, SaleTicket } from '@stagepass/contract/tickets/fields';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import {
  JOIN_WAITLIST,
  LEAVE_WAITLIST,
  MAX_TICKETS_PER_PURCHASE,
  ON_WAITLIST,
  PRINT_TICKETS,
  PRIVATE_CODE_LENGTH,
  PRIVATE_CODE_PROMPT,
  PURCHASE_DONE,
  TICKETS_HEADING,
  WAITLIST_JOINED,
  WAITLIST_OFFER_HELD,
} from '@stagepass/domain/tickets';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { PURCHASES_PATH, printTicketPath } from '../lib/ticket-links';
import {
  CODE_APPLY,
  CODE_LABEL,
  CODE_REJECTED,
  FREE,
  JOIN_LIVESTREAM,
  LOG_IN,
  SIGN_IN_TO_WAIT,
  PRIVATE_TICKET,
  QUANTITY,
  REMAINING,
  SEE_PURCHASES,
  TICKET_LIMIT_REACHED,
} from '../ticket-texts';
import { priceText } from './charges-table';
import { TicketCheckout } from './ticket-checkout';

const CODE_SHAPE = new RegExp(`^[A-Za-z0-9]{${PRIVATE_CODE_LENGTH}}$`);
const OFFER_SHAPE = /^[A-Za-z0-9]{16,64}$/;

/**
 * How many of a ticket the buyer may take now: what remains, within the per-buyer limit and one purchase's. A private
 * ticket's code admits one guest, so it is bought one at a time.
 */
export function maxQuantity(
  t: Pick<SaleTicket, 'remaining' | 'purchase_limit' | 'held' | 'sales_state' | 'private'>,
): number {
  if (t.sales_state !== 'on_sale') return 0;
  const byLimit = t.purchase_limit === null ? Infinity : t.purchase_limit - t.held;
  const perPurchase = t.private ? 1 : MAX_TICKETS_PER_PURCHASE;
  return Math.max(0, Math.min(t.remaining, byLimit, perPurchase));
}

const dateTimeText = (instant: string, tz: string) => `${eventDateText(instant, tz)}, ${eventTimeText(instant, tz)}`;

export interface TicketAreaProps {
  event: Pick<EventCard, 'event_id' | 'event_name' | 'online_only'>;
  /** The private event's password, when the page was opened with it. */
  password?: string;
}

/**
 * The event page's tickets for buyers (spec 001 §2, §4, §7 Tickets): each ticket with its price, availability and
 * what remains; a quantity, the charges and the card, then Buy. A private ticket shows with its code (typed, or
 * from ?code= of a printed code's QR); a waitlist offer's link brings ?offer=. Sold-out tickets offer the waitlist.
 */
export function TicketArea({ event, password }: TicketAreaProps) {
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();
  const [params] = useSearchParams();
  const urlCode = params.get('code')?.trim() ?? '';
  const urlOffer = params.get('offer')?.trim() ?? '';
  const offerToken = OFFER_SHAPE.test(urlOffer) ? urlOffer : undefined;

  const [codeInput, setCodeInput] = useState(urlCode);
  const [code, setCode] = useState<string | undefined>(CODE_SHAPE.test(urlCode) ? urlCode : undefined);
  const [codeMalformed, setCodeMalformed] = useState(urlCode !== '' && !CODE_SHAPE.test(urlCode));
  const [codeOpen, setCodeOpen] = useState(urlCode !== '');
  const [selection, setSelection] = useState<{ ticketId: number; quantity: number } | null>(null);
  const [done, setDone] = useState<PurchaseRow | null>(null);
  const [joined, setJoined] = useState<Record<number, number>>({});

  const query = useRequest(
    'get_tickets_for_event',
    {
      event_id: event.event_id,
      ...(code ? { code } : {}),
      ...(password ? { ev_password: password } : {}),
      ...(offerToken ? { offer_token: offerToken } : {}),
    },
    // The list stays while a code is checked; a failure is said here, not as a notice.
    { placeholderData: (previous) => previous, meta: { silent: true } },
  );
  const tickets = query.data?.tickets ?? [];
  const tz = query.data?.time_zone ?? 'UTC';
  const currency = query.data?.currency ?? 'USD';
  const selected = tickets.find((t) => t.ticket_id === selection?.ticketId);
  const quantity = selected ? Math.min(selection!.quantity, maxQuantity(selected)) : 0;

  const online = useRequest(
    'user_get_online_url',
    { event_id: event.event_id },
    { enabled: loggedIn && (event.online_only || tickets.some((t) => t.online_only)), meta: { silent: true } },
  );

  const join = useRequestMutation('ticket_waitlist_join', {
    onSuccess: (answer, input) => {
      setJoined((j) => ({ ...j, [input.ticket_id]: answer.position }));
      notify(1, WAITLIST_JOINED);
    },
    invalidates: ['get_tickets_for_event'],
  });
  const leave = useRequestMutation('ticket_waitlist_leave', {
    onSuccess: (_answer, input) =>
      setJoined((j) => Object.fromEntries(Object.entries(j).filter(([id]) => Number(id) !== input.ticket_id))),
    invalidates: ['get_tickets_for_event'],
  });

  const applyCode = () => {
    const typed = codeInput.trim();
    const ok = CODE_SHAPE.test(typed);
    setCodeMalformed(typed !== '' && !ok);
    setCode(ok ? typed : undefined);
  };

  const choose = (ticketId: number, n: number) => {
    setDone(null);
    setSelection(n > 0 ? { ticketId, quantity: n } : null);
  };

  const codeRejected =
    codeMalformed || (Boolean(code) && query.data?.code_rejected === true && !query.isPlaceholderData);
  const codePrompt = (
    <Stack gap={4}>
      {!codeOpen ? (
        <Group>
          <Anchor component="button" type="button" size="sm" onClick={() => setCodeOpen(true)}>
            {PRIVATE_CODE_PROMPT}
          </Anchor>
        </Group>
      ) : (
        <Group
          component="form"
          align="flex-end"
          gap="xs"
          aria-label={PRIVATE_CODE_PROMPT}
          onSubmit={(e) => {
            e.preventDefault();
            applyCode();
          }}
        >
          <TextInput
            label={CODE_LABEL}
            description={PRIVATE_CODE_PROMPT}
            maxLength={PRIVATE_CODE_LENGTH + 4}
            autoComplete="off"
            value={codeInput}
            onChange={(e) => setCodeInput(e.currentTarget.value)}
            error={codeRejected ? CODE_REJECTED : undefined}
          />
          <Button type="submit" variant="light" loading={query.isFetching && Boolean(code)} mb={codeRejected ? 22 : 0}>
            {CODE_APPLY}
          </Button>
        </Group>
      )}
    </Stack>
  );

  // spec 001 §4: no tickets, no 'Tickets' heading (and no price): only the way in for a private ticket's code.
  if (query.isPending) return <Skeleton h={120} aria-label="Loading the tickets" />;
  if (query.isError) {
    return (
      <Alert color="gray" role="alert">
        We could not load the tickets. {query.error.message}
      </Alert>
    );
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby={tickets.length > 0 ? 'event-ticket-area' : undefined}>
      {tickets.length > 0 && (
        <Title order={2} size="h3" id="event-ticket-area">
          {TICKETS_HEADING}
        </Title>
      )}
      {online.data?.online_url && (
        <Group>
          <Button component="a" href={online.data.online_url} target="_blank" rel="noopener noreferrer" variant="light">
            {JOIN_LIVESTREAM}
          </Button>
        </Group>
      )}
      {tickets.map((t) => {
        const max = maxQuantity(t);
        const position = t.waitlist_position ?? joined[t.ticket_id] ?? null;
        const soldOut = t.remaining <= 0 && t.sales_state !== 'ended';
        const isSelected = selected?.ticket_id === t.ticket_id;
        return (
          <Card key={t.ticket_id} withBorder padding="md" radius="md" component="article" aria-label={t.name}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text fw={700}>{t.name}</Text>
                    {t.private && (
                      <Badge variant="outline" color="gray" size="sm">
                        {PRIVATE_TICKET}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t.availability}
                    {t.remaining > 0 && t.sales_state !== 'ended' ? ` · ${REMAINING(t.remaining)}` : ''}
                  </Text>
                </div>
                <Text fw={700}>{priceText(t.price, currency, FREE)}</Text>
              </Group>
              {t.description && <Text size="sm">{t.description}</Text>}
              {t.offer_expires_at && (
                <Alert color="green" p="xs">
                  {WAITLIST_OFFER_HELD(dateTimeText(t.offer_expires_at, tz))}
                </Alert>
              )}
              {max > 0 && (
                <NativeSelect
                  label={QUANTITY}
                  aria-label={`${QUANTITY}: ${t.name}`}
                  w={120}
                  value={String(isSelected ? quantity : 0)}
                  onChange={(e) => choose(t.ticket_id, Number(e.currentTarget.value))}
                  data={Array.from({ length: max + 1 }, (_, n) => String(n))}
                />
              )}
              {t.sales_state === 'on_sale' && t.remaining > 0 && max === 0 && t.purchase_limit !== null && (
                <Text size="sm" c="dimmed">
                  {TICKET_LIMIT_REACHED}
                </Text>
              )}
              {soldOut && !loggedIn && (
                <Group gap="sm">
                  <Text size="sm">{SIGN_IN_TO_WAIT}</Text>
                  <Button size="xs" variant="light" onClick={() => openAuthModal('login')}>
                    {LOG_IN}
                  </Button>
                </Group>
              )}
              {soldOut && !t.offer_expires_at && loggedIn && (
                <Group gap="sm">
                  {position === null ? (
                    <Button
                      size="xs"
                      variant="light"
                      loading={join.isPending && join.variables?.ticket_id === t.ticket_id}
                      onClick={() =>
                        join.mutate({ ticket_id: t.ticket_id, ...(password ? { ev_password: password } : {}) })
                      }
                    >
                      {JOIN_WAITLIST}
                    </Button>
                  ) : (
                    <>
                      <Text size="sm">{ON_WAITLIST(position)}</Text>
                      <Button
                        size="xs"
                        variant="subtle"
                        loading={leave.isPending && leave.variables?.ticket_id === t.ticket_id}
                        onClick={() => leave.mutate({ ticket_id: t.ticket_id })}
                      >
                        {LEAVE_WAITLIST}
                      </Button>
                    </>
                  )}
                </Group>
              )}
              {isSelected && quantity > 0 && (
                <TicketCheckout
                  eventId={event.event_id}
                  ticket={t}
                  quantity={quantity}
                  code={code}
                  offerToken={offerToken}
                  {...(password ? { password } : {})}
                  onPurchased={(p) => {
                    setSelection(null);
                    setDone(p);
                  }}
                />
              )}
            </Stack>
          </Card>
        );
      })}
      {done && (
        <Alert color="green" role="status" title={PURCHASE_DONE}>
          <Group gap="md">
            <Anchor component={Link} to={PURCHASES_PATH}>
              {SEE_PURCHASES}
            </Anchor>
            <Anchor component={Link} to={printTicketPath(done.purchase_id)}>
              {PRINT_TICKETS}
            </Anchor>
          </Group>
        </Alert>
      )}
      {codePrompt}
    </Stack>
  );
}
