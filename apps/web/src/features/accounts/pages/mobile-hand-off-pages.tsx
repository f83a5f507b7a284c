import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { OPEN_IN_MOBILE_APP } from '@stagepass/domain/account-flows';
import { isMobileSignInCode } from '@stagepass/domain/validators';
import { assignLocation } from '../../../lib/navigation';
import { mobileAppLink } from '../../../lib/mobile-app';

/** The app path each hand-off opens (stagepass://{path}?...). */
export const MOBILE_PATHS = {
  stripeConnect: 'stripeconnect',
  linkedinOauth: 'linkedin-oauth',
  tiktokOauth: 'tiktok-oauth',
} as const;

/** Opens the mobile app at `appLink` and offers 'Open in mobile app' (also used by the payout return page). */
export function HandOff({ title, text, appLink }: { title: string; text: string; appLink: string | null }) {
  // Try the app at once; the button is there when the browser did not follow the custom link.
  useEffect(() => {
    if (appLink) assignLocation(appLink);
  }, [appLink]);

  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{text}</Text>
        {appLink && (
          <Button component="a" href={appLink}>
            {OPEN_IN_MOBILE_APP}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

// /mobile/redirect/stripeconnect/* is features/payments/pages/stripe-connect-return-page.tsx.

/**
 * spec 000 §2.9 / §5: a sign-in return for the mobile app. Only a code of at least 30 letters,
 * digits, underscores or hyphens is handed to the app (with state, when the provider sends one);
 * anything else is only logged, so a crafted link cannot inject into the app's custom link.
 */
function OAuthHandOff({ appPath, withState }: { appPath: string; withState: boolean }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? '';
  const state = params.get('state');
  const valid = isMobileSignInCode(code);

  useEffect(() => {
    if (!valid) console.warn(`Ignoring a ${appPath} return without a valid sign-in code.`);
  }, [valid, appPath]);

  const appLink = valid ? mobileAppLink(appPath, { code, ...(withState && state !== null ? { state } : {}) }) : null;
  return (
    <HandOff
      title="Signing you in"
      text={valid ? 'Returning you to the Stagepass app.' : 'Please return to the Stagepass app and try again.'}
      appLink={appLink}
    />
  );
}

/** spec 000 §2.9: /mobile/redirect/linkedin-oauth (professional-network sign-in return: code and state). */
export function LinkedinOAuthHandOffPage() {
  return <OAuthHandOff appPath={MOBILE_PATHS.linkedinOauth} withState />;
}

/**
 * spec 000 §2.9: the short-video network's sign-in return, at /mobile/redirect/tiktok-oauth (the spec
 * names no path); it reads code only.
 */
export function TiktokOAuthHandOffPage() {
  return <OAuthHandOff appPath={MOBILE_PATHS.tiktokOauth} withState={false} />;
}
