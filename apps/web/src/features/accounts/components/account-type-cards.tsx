import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccountType } from '@stagepass/contract/accounts/registration-draft';
import {
  ACCOUNT_TYPE_CARDS,
  VERIFY_BY_PHONE,
  VERIFY_WITH_LINKEDIN,
  verifiedWith,
} from '@stagepass/domain/account-flows';
import type { AccountVerification } from '../lib/registration-storage';
import '../../../app/styles/accounts.css';

interface AccountTypeCardsProps {
  value: AccountType | null;
  onSelect: (type: AccountType) => void;
  verification: AccountVerification | null;
  onVerifyLinkedin: (type: 'business' | 'agency') => void;
  onVerifyPhone: () => void;
  /** A verification round trip is starting (the buttons wait). */
  verifying: boolean;
}

const ORDER: AccountType[] = ['user', 'specialist', 'business', 'agency'];

/**
 * spec 000 §3: the account-type cards. Fan and Specialist have a Select button; Business and Agency
 * verify through the professional network first, and Business also by phone through the
 * business-review check. A verified card can then be selected.
 */
export function AccountTypeCards({
  value,
  onSelect,
  verification,
  onVerifyLinkedin,
  onVerifyPhone,
  verifying,
}: AccountTypeCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {ORDER.map((type) => {
        const card = ACCOUNT_TYPE_CARDS[type];
        const selected = value === type;
        const needsVerification = type === 'business' || type === 'agency';
        const verified = needsVerification && verification?.accType === type;
        return (
          <Card
            key={type}
            withBorder
            padding="md"
            role="group"
            aria-label={card.title}
            className="account-type-card"
            data-selected={selected || undefined}
          >
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={3} size="h4">
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {card.text}
                </Text>
                {verified && verification && (
                  <Badge mt="xs" color="green" variant="light">
                    {verifiedWith(verification.method === 'linkedin' ? 'LinkedIn' : 'phone')}
                  </Badge>
                )}
              </div>
              {!needsVerification || verified ? (
                <Button
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  onClick={() => onSelect(type)}
                >
                  {selected ? 'Selected' : 'Select'}
                </Button>
              ) : (
                <Stack gap={6}>
                  <Button variant="default" disabled={verifying} onClick={() => onVerifyLinkedin(type)}>
                    {VERIFY_WITH_LINKEDIN}
                  </Button>
                  {type === 'business' && (
                    <Button variant="default" disabled={verifying} onClick={onVerifyPhone}>
                      {VERIFY_BY_PHONE}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
