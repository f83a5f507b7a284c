import { Container, Stack, Title } from '@mantine/core';
import { CreateDigitalWizard } from '../components/create-digital-wizard';
import { CREATE_DIGITAL_TITLE } from '../components/create-digital-texts';

/**
 * /dash/createDigital (spec 001 §2 'Creator digital products', specialist): the wizard for a product, its tiers, their
 * plans and its assets.
 */
export function CreateDigitalPage() {
  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={1}>{CREATE_DIGITAL_TITLE}</Title>
        <CreateDigitalWizard />
      </Stack>
    </Container>
  );
}
