import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TaxTermsStatusOutput } from '@stagepass/contract/tickets/tax-fields';
import {
  ACCEPT_TAX_TERMS,
  TAX_TERMS_ACCEPTED_VERSION,
  TAX_TERMS_FIRST_TIME,
  TAX_TERMS_HEADING,
  TAX_TERMS_NEW_VERSION,
} from '@stagepass/domain/tax';
import { READ_TAX_TERMS } from './tax-texts';

/**
 * The sales tax terms (spec 001 §3 Tax): while the business has not accepted the latest version, the policy and
 * Accept, first of the section and asked again when a new version is out; once accepted, a line that says so with
 * the policy a click away.
 */
export function TaxTermsCard({
  status,
  accepting,
  onAccept,
}: {
  status: TaxTermsStatusOutput;
  accepting: boolean;
  onAccept: (version: string) => void;
}) {
  const [open, toggle] = useDisclosure(false);
  if (!status.renew && status.accepted_version !== null) {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {TAX_TERMS_ACCEPTED_VERSION(status.accepted_version)}{' '}
          <Anchor component="button" type="button" size="sm" onClick={toggle.toggle} aria-expanded={open}>
            {READ_TAX_TERMS}
          </Anchor>
        </Text>
        {open && <Text size="sm">{status.policy}</Text>}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tax-terms-heading">
      <Stack gap="sm">
        <Title order={3} id="tax-terms-heading">
          {TAX_TERMS_HEADING}
        </Title>
        <Text fw={500}>{status.accepted_version === null ? TAX_TERMS_FIRST_TIME : TAX_TERMS_NEW_VERSION}</Text>
        <Text size="sm">{status.policy}</Text>
        <Text size="xs" c="dimmed">
          {status.latest_version}
        </Text>
        <div>
          <Button onClick={() => onAccept(status.latest_version)} loading={accepting}>
            {ACCEPT_TAX_TERMS}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
