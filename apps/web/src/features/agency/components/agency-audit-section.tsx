import { Button, Loader, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  AGENCY_AUDIT_AGENCY_NOTE,
  AGENCY_AUDIT_ALL_CLIENTS,
  AGENCY_AUDIT_CLIENT_NOTE,
  AGENCY_AUDIT_SHOW_MORE,
  AGENCY_AUDIT_TITLE,
  AUDIT_NO_OBJECT,
  NO_AGENCY_AUDIT,
} from '@stagepass/domain/agency';
import { recordTimeText } from '@stagepass/domain/events';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useRequest } from '../../../lib/use-request';
import { SettingsSection } from '../../settings/components/settings-section';
import { useAgencyAudit } from '../api/agency_audit_get';

/** The viewer's local date and time of an entry: an audit log is read to the minute. */
const whenText = (iso: string) => recordTimeText(iso, browserTimeZone());

/** The agency's filter: all its clients, or one of them (its current clients; former ones are under all). */
function ClientFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const clients = useRequest('agency_get_clients', {});
  const list = clients.data?.clients ?? [];
  if (list.length === 0) return null;
  return (
    <NativeSelect
      label="Client"
      maw={320}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
      data={[
        { value: '', label: AGENCY_AUDIT_ALL_CLIENTS },
        ...list.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
    />
  );
}

/**
 * /dash/settings (issue 15): 'An audit log of every action an agency takes for a client: request name, time, the
 * object. The client and the agency can both read it in Settings.' A talent or business (or its agency acting for
 * it) sees what agencies did on its account, with the agency's name; an agency sees what it did, with the client's
 * name, and can narrow it to one client. Newest first, with Show more.
 */
export function AgencyAuditSection({ asAgency }: { asAgency: boolean }) {
  const [clientId, setClientId] = useState<number | undefined>(undefined);
  const audit = useAgencyAudit(asAgency ? clientId : undefined);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  const who = asAgency ? 'Client' : 'Agency';

  return (
    <SettingsSection
      title={AGENCY_AUDIT_TITLE}
      description={asAgency ? AGENCY_AUDIT_AGENCY_NOTE : AGENCY_AUDIT_CLIENT_NOTE}
    >
      {asAgency && <ClientFilter value={clientId} onChange={setClientId} />}
      {audit.isPending && <Loader size="sm" aria-label="Loading agency activity" />}
      {audit.isSuccess && entries.length === 0 && (
        <Text size="sm" role="status">
          {NO_AGENCY_AUDIT}
        </Text>
      )}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={AGENCY_AUDIT_TITLE} striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>{who}</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Object</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.audit_id}>
                  <Table.Td>
                    <time dateTime={e.at}>{whenText(e.at)}</time>
                  </Table.Td>
                  <Table.Td>{asAgency ? e.client.name : e.agency.name}</Table.Td>
                  <Table.Td>
                    <Text component="code" size="sm" ff="monospace">
                      {e.request}
                    </Text>
                  </Table.Td>
                  <Table.Td>{e.object ?? AUDIT_NO_OBJECT}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {audit.hasNextPage && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          loading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {AGENCY_AUDIT_SHOW_MORE}
        </Button>
      )}
    </SettingsSection>
  );
}
