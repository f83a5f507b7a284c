import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Group,
  List,
  MultiSelect,
  Popover,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { Guest } from '@stagepass/contract/guests/fields';
import { checkedIn, checkedInText, checkinCounterText, placesLeft } from '@stagepass/domain/guests';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { ARRIVAL_FILTERS, GUEST_LIST as T, type ArrivalFilter } from '../guest-texts';
import { ManagerPassword } from './manager-password';

/** spec 001 §2: the guest-list table's columns, each filterable and sortable. */
type Column = 'name' | 'ticket_name' | 'checked_in';
interface SortStatus {
  column: Column;
  direction: 'asc' | 'desc';
}

const arrival = (g: Guest): ArrivalFilter => (checkedIn(g) === 0 ? 'none' : placesLeft(g) === 0 ? 'all' : 'some');

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Decorative glyphs (the controls holding them carry the names). */
function SortIcon({ direction }: { direction: SortStatus['direction'] | null }) {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      {direction !== 'desc' && <path d="M8 10l4-4 4 4" opacity={direction === 'asc' ? 1 : 0.4} />}
      {direction !== 'asc' && <path d="M8 14l4 4 4-4" opacity={direction === 'desc' ? 1 : 0.4} />}
    </svg>
  );
}

function FilterIcon({ active }: { active: boolean }) {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 5h16l-6 7v6l-4 2v-8z" fill={active ? 'currentColor' : 'none'} strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A column's header: its title sorts (the header cell tells which way, aria-sort), and a named icon button opens its
 * filter. The title wraps rather than being cut on a narrow screen.
 */
function ColumnHeader({
  column,
  title,
  sort,
  onSort,
  filtering,
  filter,
}: {
  column: Column;
  title: string;
  sort: SortStatus;
  onSort: (column: Column) => void;
  filtering: boolean;
  filter: ReactNode;
}) {
  const direction = sort.column === column ? sort.direction : null;
  return (
    <Table.Th aria-sort={direction ? ARIA_SORT[direction] : undefined}>
      <Group gap={4} wrap="nowrap" align="center">
        <UnstyledButton onClick={() => onSort(column)} fz="sm" fw={700}>
          <Group gap={4} wrap="nowrap" component="span">
            <span>{title}</span>
            <SortIcon direction={direction} />
          </Group>
        </UnstyledButton>
        <Popover withArrow shadow="md" trapFocus position="bottom-start" width={240}>
          <Popover.Target>
            <ActionIcon
              size="sm"
              variant={filtering ? 'light' : 'subtle'}
              color={filtering ? undefined : 'gray'}
              aria-label={`${T.filter} ${title}`}
              data-active={filtering || undefined}
              style={{ flexShrink: 0 }}
            >
              <FilterIcon active={filtering} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>{filter}</Popover.Dropdown>
        </Popover>
      </Group>
    </Table.Th>
  );
}

/**
 * The guest list of the business's event page (spec 001 §2, §3 Guest, §7 get_guest_list): Guest, Ticket and
 * Checked In / Purchased, each filterable and sortable, a search box, check-in by hand and undo; with the door's
 * counter, the manager password of the check-in app, and the conflicts devices reported after syncing.
 */
export function GuestList({ eventId }: { eventId: number }) {
  const input = { event_id: eventId };
  const query = useRequest('get_guest_list', input, { meta: { silent: true } });
  const checkin = useRequestMutation('business_guest_checkin', { invalidates: ['get_guest_list'] });
  const [search, setSearch] = useState('');
  const [nameFilter, setNameFilter] = useState('');
  const [ticketFilter, setTicketFilter] = useState<string[]>([]);
  const [arrivalFilter, setArrivalFilter] = useState<ArrivalFilter | 'any'>('any');
  const [sort, setSort] = useState<SortStatus>({ column: 'name', direction: 'asc' });
  // A column sorts ascending first; its header again turns it around.
  const sortBy = (column: Column) =>
    setSort((was) => ({ column, direction: was.column === column && was.direction === 'asc' ? 'desc' : 'asc' }));

  const guests = useMemo(() => query.data?.guests ?? [], [query.data]);
  const ticketNames = useMemo(() => [...new Set(guests.map((g) => g.ticket_name))].sort(), [guests]);
  const records = useMemo(() => {
    const words = search.trim().toLowerCase();
    const byName = nameFilter.trim().toLowerCase();
    const kept = guests.filter(
      (g) =>
        (!words || `${g.name} ${g.ticket_name}`.toLowerCase().includes(words)) &&
        (!byName || g.name.toLowerCase().includes(byName)) &&
        (ticketFilter.length === 0 || ticketFilter.includes(g.ticket_name)) &&
        (arrivalFilter === 'any' || arrival(g) === arrivalFilter),
    );
    const key = sort.column;
    const value = (g: Guest) => (key === 'checked_in' ? checkedIn(g) / g.quantity : g[key].toLowerCase());
    const sorted = [...kept].sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [guests, search, nameFilter, ticketFilter, arrivalFilter, sort]);

  let body;
  if (query.isPending) body = <Skeleton h={160} aria-label={T.loading} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else {
    const { counts, conflicts } = query.data;
    body = (
      <Stack gap="sm">
        <Group justify="space-between" align="end">
          <Text fw={600} aria-live="polite">
            {checkinCounterText(counts.checked_in, counts.sold)}
          </Text>
          <TextInput
            aria-label={T.search}
            placeholder={T.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {checkin.error && <Alert color="red">{checkin.error.message}</Alert>}
        {conflicts.length > 0 && (
          <Alert color="orange" title={T.conflictsTitle}>
            <List size="sm">
              {conflicts.map((c) => (
                <List.Item key={`${c.code}-${c.second.at}`}>{T.conflict(c)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <ScrollTable label={T.heading} minWidth={560}>
          <Table aria-label={T.heading} withTableBorder striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <ColumnHeader
                  column="name"
                  title={T.guest}
                  sort={sort}
                  onSort={sortBy}
                  filtering={nameFilter !== ''}
                  filter={
                    <TextInput
                      label={T.filterGuest}
                      value={nameFilter}
                      onChange={(e) => setNameFilter(e.currentTarget.value)}
                    />
                  }
                />
                <ColumnHeader
                  column="ticket_name"
                  title={T.ticket}
                  sort={sort}
                  onSort={sortBy}
                  filtering={ticketFilter.length > 0}
                  filter={
                    <MultiSelect
                      label={T.filterTicket}
                      data={ticketNames}
                      value={ticketFilter}
                      onChange={setTicketFilter}
                      clearable
                      comboboxProps={{ withinPortal: false }}
                    />
                  }
                />
                <ColumnHeader
                  column="checked_in"
                  title={T.checkedIn}
                  sort={sort}
                  onSort={sortBy}
                  filtering={arrivalFilter !== 'any'}
                  filter={
                    <SegmentedControl
                      aria-label={T.filterArrival}
                      orientation="vertical"
                      value={arrivalFilter}
                      onChange={(v) => setArrivalFilter(v as ArrivalFilter | 'any')}
                      data={ARRIVAL_FILTERS}
                    />
                  }
                />
                <Table.Th ta="right">{T.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4} ta="center" py="xl">
                    <Text c="dimmed" size="sm">
                      {guests.length === 0 ? T.empty : T.noMatch}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {records.map((g) => (
                <Table.Tr key={g.purchase_id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={g.photo} name={g.name} size="sm" radius="xl" />
                      <Text size="sm">{g.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{g.ticket_name}</Table.Td>
                  <Table.Td>{checkedInText(g)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        disabled={placesLeft(g) === 0 || checkin.isPending}
                        aria-label={`${T.checkIn} ${g.name}`}
                        onClick={() => checkin.mutate({ ...input, purchase_id: g.purchase_id, action: 'checkin' })}
                      >
                        {T.checkIn}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={g.manual_checkin === 0 || checkin.isPending}
                        aria-label={`${T.undo} ${g.name}`}
                        onClick={() => checkin.mutate({ ...input, purchase_id: g.purchase_id, action: 'undo' })}
                      >
                        {T.undo}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="guest-list-heading" gap="md">
      <Title order={3} id="guest-list-heading">
        {T.heading}
      </Title>
      <ManagerPassword eventId={eventId} isSet={query.data?.manager_password_set ?? false} />
      {body}
    </Stack>
  );
}
