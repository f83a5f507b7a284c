import {
  Alert,
  Avatar,
  Button,
  Group,
  List,
  MultiSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useMemo, useState } from 'react';
import type { Guest } from '@stagepass/contract/guests/fields';
import { checkedIn, checkedInText, checkinCounterText, placesLeft } from '@stagepass/domain/guests';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { ARRIVAL_FILTERS, GUEST_LIST as T, type ArrivalFilter } from '../guest-texts';
import { ManagerPassword } from './manager-password';

/** spec 001 §2: the guest-list table's columns, each filterable and sortable. */
type Column = 'name' | 'ticket_name' | 'checked_in';

const arrival = (g: Guest): ArrivalFilter => (checkedIn(g) === 0 ? 'none' : placesLeft(g) === 0 ? 'all' : 'some');

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
  const [sort, setSort] = useState<DataTableSortStatus<Guest>>({ columnAccessor: 'name', direction: 'asc' });

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
    const key = sort.columnAccessor as Column;
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
            w={260}
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
        <DataTable<Guest>
          aria-label={T.heading}
          idAccessor="purchase_id"
          withTableBorder
          striped
          highlightOnHover
          minHeight={guests.length === 0 ? 150 : undefined}
          noRecordsText={guests.length === 0 ? T.empty : T.noMatch}
          records={records}
          sortStatus={sort}
          onSortStatusChange={setSort}
          columns={[
            {
              accessor: 'name',
              title: T.guest,
              sortable: true,
              filtering: nameFilter !== '',
              filter: (
                <TextInput
                  label={T.filterGuest}
                  value={nameFilter}
                  onChange={(e) => setNameFilter(e.currentTarget.value)}
                />
              ),
              render: (g) => (
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={g.photo} name={g.name} size="sm" radius="xl" />
                  <Text size="sm">{g.name}</Text>
                </Group>
              ),
            },
            {
              accessor: 'ticket_name',
              title: T.ticket,
              sortable: true,
              filtering: ticketFilter.length > 0,
              filter: (
                <MultiSelect
                  label={T.filterTicket}
                  data={ticketNames}
                  value={ticketFilter}
                  onChange={setTicketFilter}
                  clearable
                  comboboxProps={{ withinPortal: false }}
                />
              ),
            },
            {
              accessor: 'checked_in',
              title: T.checkedIn,
              sortable: true,
              filtering: arrivalFilter !== 'any',
              filter: (
                <SegmentedControl
                  aria-label={T.filterArrival}
                  orientation="vertical"
                  value={arrivalFilter}
                  onChange={(v) => setArrivalFilter(v as ArrivalFilter | 'any')}
                  data={ARRIVAL_FILTERS}
                />
              ),
              render: (g) => checkedInText(g),
            },
            {
              accessor: 'actions',
              title: T.actions,
              textAlign: 'right',
              render: (g) => (
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
              ),
            },
          ]}
        />
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
