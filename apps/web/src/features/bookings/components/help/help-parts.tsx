import { ActionIcon, Anchor, Stack, Text, Title } from '@mantine/core';
import type { HelpSection } from '@stagepass/domain/bids';
import './help-modals.css';

/** What every help modal takes. */
export interface HelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/** What every help button takes: with a label a link-styled button, without one a small '?' icon. */
export interface HelpButtonProps {
  label?: string;
}

/** Opens a help modal: a text link when `label` is given, else a '?' icon named by `title` for screen readers. */
export function HelpTrigger({ label, title, onClick }: { label?: string; title: string; onClick: () => void }) {
  if (label) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {label}
      </Anchor>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      radius="xl"
      size="sm"
      aria-label={`${title} help`}
      title={`${title} help`}
      onClick={onClick}
    >
      <Text component="span" fw={700} size="sm" aria-hidden>
        ?
      </Text>
    </ActionIcon>
  );
}

export function HelpParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="sm">
      {paragraphs.map((p) => (
        <Text key={p} size="sm">
          {p}
        </Text>
      ))}
    </Stack>
  );
}

/** Headed help sections ('Buffer time', 'Leading'...). */
export function HelpSections({ sections }: { sections: readonly HelpSection[] }) {
  return (
    <Stack gap="md">
      {sections.map((s) => (
        <section key={s.heading} aria-label={s.heading}>
          <Title order={3} size="h6" className="help-section-heading">
            {s.heading}
          </Title>
          <Text size="sm">{s.text}</Text>
        </section>
      ))}
    </Stack>
  );
}
