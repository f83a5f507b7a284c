import { Button, Stack, Title } from '@mantine/core';
import { SIGN_UP_ON_WEB } from '@stagepass/domain/launch';
import { StoreBadges } from './store-badges';

/** spec 000 §2.12 step 4: 'Sign up on web' opens home in a new tab with openSignUpModal=register. */
export function ReadySection({ title }: { title: string }) {
  return (
    <Stack component="section" aria-label={title} align="flex-start" gap="sm">
      <Title order={2}>{title}</Title>
      <Button component="a" href="/?openSignUpModal=register" target="_blank" rel="noopener">
        {SIGN_UP_ON_WEB}
      </Button>
      <StoreBadges />
    </Stack>
  );
}
