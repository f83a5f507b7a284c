import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  AFFILIATE_TERMS,
  AFFILIATE_TERMS_TITLE,
  AFFILIATE_TERMS_UPDATED,
  READ_AFFILIATE_TERMS,
} from '@stagepass/domain/affiliate';

/** spec 001 §2 'affiliate terms modal', §9 Programme terms: the Affiliate Programme Terms, section by section. */
export function AffiliateTermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={AFFILIATE_TERMS_TITLE}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {AFFILIATE_TERMS_UPDATED}
        </Text>
        {AFFILIATE_TERMS.map((section) => (
          <Stack key={section.heading} gap={4}>
            <Title order={3} size="h5">
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}

/** A link-styled button that opens the terms modal. */
export function AffiliateTermsLink() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        {READ_AFFILIATE_TERMS}
      </Anchor>
      <AffiliateTermsModal opened={opened} onClose={close} />
    </>
  );
}
