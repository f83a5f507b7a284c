import { Button, Checkbox, Group } from '@mantine/core';
import { useState } from 'react';
import {
  ACCEPT_AFFILIATE_TERMS_LABEL,
  AFFILIATE_JOINED,
  JOIN_AFFILIATE_BUTTON,
  JOIN_AFFILIATE_INTRO,
  JOIN_AFFILIATE_TITLE,
} from '@stagepass/domain/affiliate';
import { notify } from '../../../components/ui/notify';
import { SettingsSection } from '../../settings/components/settings-section';
import { useRegisterAsAffiliate } from '../api/register_as_affiliate';
import { AffiliateTermsLink } from './affiliate-terms';

/**
 * spec 001 §6, §7 register_as_affiliate: a talent or business accepts the Affiliate Programme Terms (18 or older)
 * and joins. Only they open the page it is on (the route's guard).
 */
export function JoinAffiliateCard() {
  const [accepted, setAccepted] = useState(false);
  const join = useRegisterAsAffiliate();
  return (
    <SettingsSection title={JOIN_AFFILIATE_TITLE} description={JOIN_AFFILIATE_INTRO}>
      <Checkbox
        checked={accepted}
        onChange={(e) => setAccepted(e.currentTarget.checked)}
        label={ACCEPT_AFFILIATE_TERMS_LABEL}
      />
      <AffiliateTermsLink />
      <Group>
        <Button
          disabled={!accepted}
          loading={join.isPending}
          onClick={() => join.mutate({ accept_terms: true }, { onSuccess: () => notify(1, AFFILIATE_JOINED) })}
        >
          {JOIN_AFFILIATE_BUTTON}
        </Button>
      </Group>
    </SettingsSection>
  );
}
