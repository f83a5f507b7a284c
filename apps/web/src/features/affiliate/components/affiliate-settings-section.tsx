import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import {
  AFFILIATE_SETTINGS_JOINED,
  AFFILIATE_SETTINGS_OPEN,
  AFFILIATE_SETTINGS_TITLE,
  JOIN_AFFILIATE_BUTTON,
  JOIN_AFFILIATE_INTRO,
} from '@stagepass/domain/affiliate';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { SettingsSection } from '../../settings/components/settings-section';

/** Settings: the way into the affiliate programme for talent and businesses (spec 001 §6), or to their affiliate page. */
export function AffiliateSettingsSection() {
  const code = useCurrentUser()?.affiliate_code;
  return (
    <SettingsSection
      title={AFFILIATE_SETTINGS_TITLE}
      description={code ? AFFILIATE_SETTINGS_JOINED(code) : JOIN_AFFILIATE_INTRO}
    >
      <Group>
        <Button component={Link} to="/dash/affiliate" variant="light">
          {code ? AFFILIATE_SETTINGS_OPEN : JOIN_AFFILIATE_BUTTON}
        </Button>
      </Group>
    </SettingsSection>
  );
}
