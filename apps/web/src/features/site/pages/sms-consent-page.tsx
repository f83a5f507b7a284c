import { Anchor, List, Text } from '@mantine/core';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';
import { SITE_DOCUMENTS_UPDATED, SUPPORT_EMAIL } from '@stagepass/domain/site';
import { ContentPage, ContentSection } from '../components/content-page';

/**
 * /auth/sms-consent (spec 000 §2.2): what texts Stagepass sends and how consent works. Phone
 * verification (spec 000 §3, §7) and the launch pages' 'marketing emails and texts' (§2.12) rely on it.
 */
export function SmsConsentPage() {
  return (
    <ContentPage
      title="SMS Consent"
      updated={SITE_DOCUMENTS_UPDATED}
      lead="How Stagepass uses text messages, how you agree to receive them, and how to stop them at any time."
    >
      <ContentSection title="What we text you">
        <Text>When you give us your mobile number and agree to receive texts, Stagepass may send you:</Text>
        <List spacing="xs">
          <List.Item>
            <b>Verification codes</b> — one-time codes to confirm your phone number, verify a business, or secure your
            account. You can choose a voice call instead of a text.
          </List.Item>
          <List.Item>
            <b>Booking and ticket updates</b> — changes to your bids and bookings, event reminders, and confirmations of
            the tickets you buy or sell.
          </List.Item>
          <List.Item>
            <b>Launch news</b> — updates about city launches and the partner programme you joined, such as launch event
            invitations. We send these only if you opted in to marketing texts.
          </List.Item>
        </List>
      </ContentSection>

      <ContentSection title="How you give consent">
        <Text>
          You agree to receive texts when you enter your mobile number and confirm it in your Stagepass settings, or
          when you sign up for a city launch and agree to marketing emails and texts. Consent is per phone number, and
          you can withdraw it at any time.
        </Text>
        <Text fw={600}>
          Consent to receive texts is not a condition of any purchase. You can buy tickets, book talent and use
          Stagepass without agreeing to marketing texts.
        </Text>
      </ContentSection>

      <ContentSection title="How often">
        <Text>
          Message frequency varies. Verification codes are sent only when you ask for one. Booking and ticket updates
          follow your activity. Launch news is sent at most 4 times a month.
        </Text>
        <Text fw={600}>Msg &amp; data rates may apply.</Text>
      </ContentSection>

      <ContentSection title="Stopping texts and getting help">
        <List spacing="xs">
          <List.Item>
            Reply <b>STOP</b> to any message to stop receiving texts from that number. We will confirm with one final
            message and send nothing more unless you opt in again.
          </List.Item>
          <List.Item>
            Reply <b>HELP</b> for help, or write to{' '}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
              {SUPPORT_EMAIL}
            </Anchor>
            .
          </List.Item>
          <List.Item>
            You can also remove your phone number or change your preferences in Settings at any time.
          </List.Item>
        </List>
        <Text>Mobile carriers are not liable for delayed or undelivered messages.</Text>
      </ContentSection>

      <ContentSection title="Your privacy">
        <Text>
          We never sell your phone number or share it with third parties for their own marketing. Read how we handle
          your information in our{' '}
          <Anchor href={PRIVACY_PATH} target="_blank" rel="noopener" inherit>
            Privacy Policy
          </Anchor>{' '}
          and the{' '}
          <Anchor href={TERMS_PATH} target="_blank" rel="noopener" inherit>
            Terms of Service
          </Anchor>
          .
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
