import { Button, Group, Modal, Tabs, Text } from '@mantine/core';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';
import { PRIVACY_TAB, TERMS_MODAL_INTRO, TERMS_MODAL_TITLE, TERMS_TAB } from '@stagepass/domain/account-flows';
import { LegalDocument } from './legal-document';
import '../../../app/styles/accounts.css';

interface TermsModalProps {
  opened: boolean;
  agreeing: boolean;
  onAgree: () => void;
  onReject: () => void;
}

/**
 * spec 000 §2.6: two tabs (Terms of Service, Privacy Policy), each loaded from the common content
 * location, with Reject and Agree. Closing it any other way counts as Reject: no login without
 * acceptance (spec 000 §4).
 */
export function TermsModal({ opened, agreeing, onAgree, onReject }: TermsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onReject}
      title={TERMS_MODAL_TITLE}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Above the sign-in modal it opens from.
      zIndex={300}
    >
      <Text size="sm" mb="md">
        {TERMS_MODAL_INTRO}
      </Text>
      <Tabs defaultValue="terms" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="terms">{TERMS_TAB}</Tabs.Tab>
          <Tabs.Tab value="privacy">{PRIVACY_TAB}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terms" pt="md">
          <LegalDocument path={TERMS_PATH} title={TERMS_TAB} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="md">
          <LegalDocument path={PRIVACY_PATH} title={PRIVACY_TAB} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onReject} disabled={agreeing}>
          Reject
        </Button>
        <Button onClick={onAgree} loading={agreeing}>
          Agree
        </Button>
      </Group>
    </Modal>
  );
}
