import { Container, Stack, Title } from '@mantine/core';
import { SETTINGS_TITLE } from '@stagepass/domain/settings';
import { ProfilePictureSetting } from '../../accounts/components/profile-picture-dialog';
import { AccountStatusSection } from '../components/account-status-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { PhoneSection } from '../components/phone-section';
import { ProfileSection } from '../components/profile-section';
import { SocialLoginSection } from '../components/social-login-section';
import { useSocialConnectReturn } from '../hooks/use-social-connect-return';

/**
 * /dash/settings (spec 000 §2.3, issue #3): name, username, email change, password change, phone
 * with verification, Social Login, and deactivate or delete. Every successful change replaces the
 * stored session user with the server's copy (the api hooks do that).
 */
export function SettingsPage() {
  const connecting = useSocialConnectReturn();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{SETTINGS_TITLE}</Title>
        <ProfilePictureSetting />
        <ProfileSection />
        <EmailSection />
        <PasswordSection />
        <PhoneSection />
        <SocialLoginSection connecting={connecting} />
        <AccountStatusSection />
      </Stack>
    </Container>
  );
}
