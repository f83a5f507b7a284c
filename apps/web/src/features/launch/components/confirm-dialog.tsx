import { Button, Group, Modal, Stack, Table } from '@mantine/core';
import { CANCEL } from '../lib/launch-texts';

export interface ConfirmRow {
  label: string;
  value: string;
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  rows: ConfirmRow[];
  confirmLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** spec 000 §4: the confirm dialogs list the entered values and can be cancelled. */
export function ConfirmDialog({ opened, title, rows, confirmLabel, sending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" w="40%">
                  {r.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{r.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {CANCEL}
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
