import { List } from '@mantine/core';
import { AFFILIATE_GUIDELINES, AFFILIATE_GUIDELINES_TITLE } from '@stagepass/domain/affiliate';
import { SettingsSection } from '../../settings/components/settings-section';
import { AffiliateTermsLink } from './affiliate-terms';

/** spec 001 §2 'guidelines card': how the affiliate programme works, with the terms a click away. */
export function AffiliateGuidelinesCard() {
  return (
    <SettingsSection title={AFFILIATE_GUIDELINES_TITLE}>
      <List size="sm" spacing="xs">
        {AFFILIATE_GUIDELINES.map((g) => (
          <List.Item key={g}>{g}</List.Item>
        ))}
      </List>
      <AffiliateTermsLink />
    </SettingsSection>
  );
}
