import { List, Stack, Text, Title } from '@mantine/core';

/**
 * The Launch & Partner Terms (spec 000 §2.12: updated June 17, 2025; age 18 or older; liability capped at
 * 50 US dollars; arbitration in California under its law; participation not guaranteed; marketing
 * consent; indemnity). Written for Stagepass; shown in a modal from the Disclaimer & Terms block.
 */
export function LaunchTerms() {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Last updated: June 17, 2025
      </Text>
      <Text>
        These Launch &amp; Partner Terms (the “Terms”) apply when you join a Stagepass city launch or apply to be a
        launch partner through a Stagepass launch page. They add to the Stagepass Terms of Service and Privacy Policy,
        which also apply. By submitting a launch sign-up or partner application you agree to these Terms.
      </Text>

      <Title order={3}>1. Who may take part</Title>
      <Text>
        You must be 18 years of age or older to join a launch or apply to be a partner. If you sign up for a business,
        you confirm that you may act for that business.
      </Text>

      <Title order={3}>2. What joining means</Title>
      <Text>
        Joining a launch puts you on the list for that city. Stagepass may contact you about the launch, early access,
        launch events and promotions. Partner applications are reviewed by Stagepass; select partners may be featured in
        launch events and launch promotion.
      </Text>

      <Title order={3}>3. No guarantee of participation</Title>
      <Text>
        Participation is not guaranteed. Submitting a sign-up or application does not entitle you to a booking,
        promotion, partnership, payment or any other benefit. Stagepass may change, postpone or discontinue any launch,
        launch event, partner programme or perk at any time, with or without notice.
      </Text>

      <Title order={3}>4. Marketing emails and text messages</Title>
      <Text>
        You agree that Stagepass may send you marketing emails and text messages (including by automated means) about
        the launch, the partner programme and Stagepass products, at the email address and phone numbers you give.
        Consent is not a condition of any purchase. Message and data rates may apply; message frequency varies. You can
        unsubscribe from emails with the link in any email, and stop texts by replying STOP.
      </Text>

      <Title order={3}>5. Your information</Title>
      <Text>
        The information you give must be accurate and yours to share. Stagepass handles it as described in its Privacy
        Policy, and may share it with service providers that help run the launch (for example, a marketing email tool).
      </Text>

      <Title order={3}>6. Content and publicity</Title>
      <Text>
        If you are selected as a partner and give Stagepass names, logos, photos, handles or descriptions for launch
        promotion, you grant Stagepass a non-exclusive, royalty-free licence to use them for that promotion, and you
        confirm you have the rights to grant it.
      </Text>

      <Title order={3}>7. Indemnity</Title>
      <Text>
        You agree to indemnify and hold harmless Stagepass and its officers, employees and agents from any claims,
        losses, damages and costs (including reasonable attorneys’ fees) arising from your participation, the
        information or content you provide, or your breach of these Terms.
      </Text>

      <Title order={3}>8. Limitation of liability</Title>
      <Text>
        To the fullest extent the law permits, Stagepass is not liable for indirect, incidental, special or
        consequential damages arising from the launch or partner programme, and its maximum total liability to you for
        any claim arising from them is limited to fifty US dollars (US $50).
      </Text>

      <Title order={3}>9. Disputes and governing law</Title>
      <Text>
        These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
        Any dispute arising from these Terms, a launch or the partner programme will be resolved by binding individual
        arbitration in California under California law, and not in a class or representative action, except that either
        party may bring an individual claim in small-claims court.
      </Text>

      <Title order={3}>10. Changes</Title>
      <Text>
        Stagepass may update these Terms; the date above shows the latest version. Continuing to take part after an
        update means you accept it.
      </Text>
      <List size="sm" c="dimmed">
        <List.Item>Questions: support@stagepass.app</List.Item>
      </List>
    </Stack>
  );
}
