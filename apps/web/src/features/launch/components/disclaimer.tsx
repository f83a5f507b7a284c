import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';
import { DISCLAIMER_HEADING, LAUNCH_TERMS_TITLE } from '../lib/launch-texts';
import { LaunchTerms } from './launch-terms';

/** spec 000 §2.12 step 6: the Disclaimer & Terms block; the Launch & Partner Terms open in a modal. */
export function Disclaimer() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack component="section" aria-label={DISCLAIMER_HEADING} gap="xs">
      <Title order={2} size="h4">
        {DISCLAIMER_HEADING}
      </Title>
      <Text size="sm">
        By signing up or applying, you agree to the{' '}
        <Anchor component="button" type="button" size="sm" onClick={open}>
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
      <Modal opened={opened} onClose={close} title={LAUNCH_TERMS_TITLE} size="lg">
        <LaunchTerms />
      </Modal>
    </Stack>
  );
}
