import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * What an empty state offers next: a link to the screen that fills the list, or a button that does it here. The
 * caller picks it for the viewer (a visitor on someone's profile gets none), so the component never guesses a role.
 */
export type EmptyStateAction = { label: string; to: string } | { label: string; onClick: () => void };

export interface EmptyStateProps {
  /** What is empty, in the feature's words ('No posts yet.'). */
  message: string;
  /** What will appear here, or what to do next. */
  description?: string | undefined;
  /** The next step, when the viewer may take one. */
  action?: EmptyStateAction | null | false | undefined;
  /**
   * 'page' when the empty list is the whole screen (a framed, centred block); 'section' (default) inside a titled
   * section or card, left-aligned with the section's text.
   */
  variant?: 'page' | 'section';
}

/**
 * A list with nothing in it yet: what is empty, what comes here, and the one step that fills it. The message is a
 * plain paragraph (no live region: the list was loaded, nothing changed under the reader), and the action is a real
 * link or button with its label as its name.
 */
export function EmptyState({ message, description, action, variant = 'section' }: EmptyStateProps) {
  const page = variant === 'page';
  const body = (
    <Stack gap="xs" align={page ? 'center' : 'flex-start'} ta={page ? 'center' : undefined}>
      <Text fw={page ? 600 : 500} size={page ? 'lg' : 'sm'}>
        {message}
      </Text>
      {description && (
        <Text c="dimmed" size="sm" maw={page ? 480 : undefined}>
          {description}
        </Text>
      )}
      {action && <EmptyStateButton action={action} fullOnPhone={page} />}
    </Stack>
  );
  if (!page) return <div data-empty-state="">{body}</div>;
  return (
    <Paper data-empty-state="" withBorder radius="md" px="md" py="xl" style={{ borderStyle: 'dashed' }}>
      {body}
    </Paper>
  );
}

function EmptyStateButton({ action, fullOnPhone }: { action: EmptyStateAction; fullOnPhone: boolean }) {
  // A page's action spans a phone's width (an easy target at 390 px) and sits at its own width on wider screens.
  const common = { mt: 'xs', variant: 'light', w: fullOnPhone ? { base: '100%', xs: 'auto' } : undefined } as const;
  if ('to' in action)
    return (
      <Button component={Link} to={action.to} {...common}>
        {action.label}
      </Button>
    );
  return (
    <Button type="button" onClick={action.onClick} {...common}>
      {action.label}
    </Button>
  );
}
