import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';
import { DISCLAIMER_HEADING, LAUNCH_TERMS_TITLE } from '../lib/launch-texts';

// A modal (with its focus trap and scroll lock) is not needed to show the page: it loads when first opened.
const LaunchTermsModal = lazy(() => import('./launch-terms-modal').then((m) => ({ default: m.LaunchTermsModal })));

/** spec 000 §2.12 step 6: the Disclaimer & Terms block; the Launch & Partner Terms open in a modal. */
export function Disclaimer() {
  const [opened, { open, close }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  return (
    <Stack component="section" aria-label={DISCLAIMER_HEADING} gap="xs">
      <Title order={2} size="h4">
        {DISCLAIMER_HEADING}
      </Title>
      <Text size="sm">
        By signing up or applying, you agree to the{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setAsked(true);
            open();
          }}
        >
          {LAUNCH_TERMS_TITLE}
        </Anchor>{' '}
        and to receive marketing emails and texts from Stagepass; message and data rates may apply. Participation is not
        guaranteed and the launch may change or be discontinued at any time. You also agree to our{' '}
        <Anchor href={TERMS_PATH} target="_blank" rel="noopener" size="sm">
          Terms of Service
        </Anchor>{' '}
        and{' '}
        <Anchor href={PRIVACY_PATH} target="_blank" rel="noopener" size="sm">
          Privacy Policy
        </Anchor>
        , and to indemnify Stagepass against claims arising from your participation.
      </Text>
      {asked && (
        <Suspense fallback={null}>
          <LaunchTermsModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
