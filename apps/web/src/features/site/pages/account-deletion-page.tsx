import { Anchor, List, Text } from '@mantine/core';
import { PRIVACY_PATH } from '@stagepass/domain/limits';
import { SITE_DOCUMENTS_UPDATED, SUPPORT_EMAIL } from '@stagepass/domain/site';
import { ContentPage, ContentSection } from '../components/content-page';

/**
 * /auth/accountDeletion (spec 000 §2.2): how to delete an account and what happens to its data.
 * The steps follow the delete flow of spec 000 §2.8 / §4 (request_delete_account, the emailed
 * link to /auth/delete-account, then confirm); the retention periods match the Privacy Policy.
 */
export function AccountDeletionPage() {
  return (
    <ContentPage
      title="Account Deletion"
      updated={SITE_DOCUMENTS_UPDATED}
      lead="You can delete your Stagepass account at any time, from the website or the app. Here is how, and what happens to your information."
    >
      <ContentSection title="Delete your account in Settings">
        <List type="ordered" spacing="xs">
          <List.Item>Log in and open Settings from the account menu.</List.Item>
          <List.Item>Choose Delete account and confirm that you want to go ahead.</List.Item>
          <List.Item>We email a confirmation link to the address on your account.</List.Item>
          <List.Item>
            Open the link and confirm once more. Your account is closed straight away and can no longer be used to log
            in.
          </List.Item>
        </List>
        <Text>The link works once and expires after 24 hours. If it has expired, start again from Settings.</Text>
      </ContentSection>

      <ContentSection title="Can’t log in?">
        <Text>
          Write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Delete%20my%20account`} inherit>
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          from the email address on your account and ask us to delete it. We will send the same confirmation link to
          that address, so only the account’s owner can confirm.
        </Text>
      </ContentSection>

      <ContentSection title="Before you delete">
        <List spacing="xs">
          <List.Item>
            Businesses: cancel or hand over any upcoming events first, so ticket holders are refunded and booked talent
            is told.
          </List.Item>
          <List.Item>
            Payouts already due to you for past events are still paid to your payout account on their usual schedule.
          </List.Item>
          <List.Item>Subscriptions you pay for are cancelled and will not renew.</List.Item>
          <List.Item>
            Download anything you want to keep, such as digital content you bought or your tax documents, while you can
            still log in.
          </List.Item>
        </List>
        <Text>
          Just need a break? Deactivate your account in Settings instead. It hides your profile, and you can reactivate
          it later with a link we email you.
        </Text>
      </ContentSection>

      <ContentSection title="What we delete">
        <Text>When your account is closed, you are logged out everywhere, and we delete:</Text>
        <List spacing="xs">
          <List.Item>your profile: name, username, photos, bio, talents and links;</List.Item>
          <List.Item>your posts, comments, uploaded media and the digital products you sell;</List.Item>
          <List.Item>your followers, the accounts you follow and your watchlist;</List.Item>
          <List.Item>your phone number, social login connections and email preferences;</List.Item>
          <List.Item>saved cards, which we also remove from our card payment provider.</List.Item>
        </List>
        <Text>
          This happens in our live systems within 30 days. Copies in our encrypted backups are overwritten within a
          further 60 days. Reviews and messages you sent to others stay with them, shown as from a deleted account.
        </Text>
      </ContentSection>

      <ContentSection title="What we keep, and for how long">
        <List spacing="xs">
          <List.Item>
            <b>Transaction and tax records</b> (ticket sales and purchases, bookings, payouts, refunds and the tax
            information that goes with them): 7 years after the transaction, as US tax and accounting law requires.
          </List.Item>
          <List.Item>
            <b>Disputes, grievances and fraud-prevention records</b>: until the matter is resolved and for 3 years
            after, or longer if the law or a legal claim requires it.
          </List.Item>
          <List.Item>
            <b>Your opt-outs</b>: the email address or phone number you unsubscribed, kept only so we never message it
            again.
          </List.Item>
          <List.Item>
            <b>Statistics</b> that no longer identify you, such as the number of tickets sold at an event.
          </List.Item>
        </List>
        <Text>
          Kept records are locked away from everyday use and are deleted when their period ends. Learn more in our{' '}
          <Anchor href={PRIVACY_PATH} target="_blank" rel="noopener" inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
