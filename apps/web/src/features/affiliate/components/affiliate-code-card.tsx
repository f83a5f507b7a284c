import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@stagepass/domain/format';
import {
  AFFILIATE_CODE_HELP,
  AFFILIATE_TOTALS,
  CODE_COPIED,
  COPY_CODE,
  COPY_LINK,
  YOUR_AFFILIATE_CODE,
} from '@stagepass/domain/affiliate';
import { affiliateSignUpLink } from '@stagepass/domain/affiliate-link';
import { SettingsSection } from '../../settings/components/settings-section';

export interface AffiliateTotals {
  earned_cents: number;
  pending_cents: number;
  paid_cents: number;
  currency: string;
}

/** The affiliate's own code, to copy and share, and what it has earned so far. */
export function AffiliateCodeCard({ code, totals }: { code: string; totals: AffiliateTotals | null }) {
  return (
    <SettingsSection title={YOUR_AFFILIATE_CODE}>
      <Group gap="md" align="center">
        <Text ff="monospace" fz={28} fw={700} data-testid="affiliate-code">
          {code}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? CODE_COPIED : COPY_CODE}
            </Button>
          )}
        </CopyButton>
        <CopyButton value={affiliateSignUpLink(window.location.origin, code)}>
          {({ copied, copy }) => (
            <Button variant="subtle" onClick={copy}>
              {copied ? CODE_COPIED : COPY_LINK}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {AFFILIATE_CODE_HELP}
      </Text>
      {totals && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {(['earned', 'pending', 'paid'] as const).map((key) => (
            <Stack key={key} gap={0}>
              <Text size="sm" c="dimmed">
                {AFFILIATE_TOTALS[key]}
              </Text>
              <Text fw={700} fz="lg">
                {formatMoney(totals[`${key}_cents`], totals.currency)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SettingsSection>
  );
}
