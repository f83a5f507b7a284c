import { Alert, Container, Stack, Title } from '@mantine/core';
import { ACTING_AS_CLIENT_NOTE } from '@stagepass/domain/agency';
import { SETTINGS_TITLE } from '@stagepass/domain/settings';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { AgencyAccessSection } from '../../agency/components/agency-access-section';
import { AgencyAuditSection } from '../../agency/components/agency-audit-section';
import { AgencyPinSection } from '../../agency/components/agency-pin-section';
import { SavedCards } from '../../payments/components/saved-cards';
import { PAYMENT_METHODS_NOTE, PAYMENT_METHODS_TITLE } from '../../payments/cards-texts';
import { ProfilePictureSetting } from '../../accounts/components/profile-picture-dialog';
import { AccountStatusSection } from '../components/account-status-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { PhoneSection } from '../components/phone-section';
import { ProfileSection } from '../components/profile-section';
import { SettingsSection } from '../components/settings-section';
import { SocialLoginSection } from '../components/social-login-section';
import { useSocialConnectReturn } from '../hooks/use-social-connect-return';
import { WebhooksSection } from '../../webhooks/components/webhooks-section';
import { MediaLinksSection } from '../../media/components/media-links-section';
import { AffiliateSettingsSection } from '../../affiliate/components/affiliate-settings-section';

/**
 * /dash/settings (spec 000 §2.3, issue #3): name, username, email change, password change, phone
 * with verification, Social Login, and deactivate or delete. Every successful change replaces the
 * stored session user with the server's copy (the api hooks do that).
 *
 * Every member manages the saved cards they pay with (spec 001 §3 Payment account sources).
 *
 * Agencies set their PIN here, and talent and businesses authorize or revoke an agency (spec 000 §4); both read the
 * audit log of what the agency did for the client (issue 15). An
 * agency acting as a client sees only the client's profile: the server refuses it the rest
 * (apps/server/src/features/agency/acting-guard.ts).
 */
export function SettingsPage() {
  const connecting = useSocialConnectReturn();
  const user = useCurrentUser();
  const acting = Boolean(user?.agency_as_client);
  const agency = Boolean(user?.is_agency) && !acting;
  const client = Boolean(user?.is_specialist || user?.is_business) && !acting;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{SETTINGS_TITLE}</Title>
        {acting && (
          <Alert color="blue" variant="light">
            {ACTING_AS_CLIENT_NOTE}
          </Alert>
        )}
        <ProfilePictureSetting />
        <ProfileSection />
        {!acting && <EmailSection />}
        {!acting && <PasswordSection />}
        <PhoneSection />
        {agency && <AgencyPinSection />}
        {client && <AgencyAccessSection />}
        {/* Issue 15: the agency's actions, read by the client (and its agency acting for it) and by the agency. */}
        {(agency || client || acting) && <AgencyAuditSection asAgency={agency} />}
        {/* spec 001 §6: a business may take the media company role and keep media links. */}
        {user?.is_business && <MediaLinksSection businessId={user.user_id} />}
        {/* spec 001 §6: only talent and businesses may join the affiliate programme (issue 15). */}
        {client && <AffiliateSettingsSection />}
        {/* Issue 15: businesses and talent (an agency acting for one too) send events to their own endpoints. */}
        {(user?.is_business || user?.is_specialist) && <WebhooksSection />}
        {/* spec 001 §6: every member keeps cards; an agency acting as its client may not change the client's. */}
        {!acting && (
          <SettingsSection title={PAYMENT_METHODS_TITLE} description={PAYMENT_METHODS_NOTE}>
            <SavedCards />
          </SettingsSection>
        )}
        {!acting && <SocialLoginSection connecting={connecting} />}
        {!acting && <AccountStatusSection />}
      </Stack>
    </Container>
  );
}
