import { ActionIcon, Tooltip } from '@mantine/core';
import { WATCH, WATCHING, watchLabel } from '@stagepass/domain/events';
import { EyeIcon } from './icons';
import './event-widgets.css';

export interface WatchToggleProps {
  /** What is watched, for the button's name ('Watch Jazz Night'). */
  name: string;
  watched: boolean;
  busy?: boolean;
  onToggle: (watch: boolean) => void;
}

/**
 * spec 001 §4 watch toggle: filled when the item is watched; a press watches or unwatches it. Only logged-in
 * members get one (spec 001 §6); the caller decides that.
 */
export function WatchToggle({ name, watched, busy = false, onToggle }: WatchToggleProps) {
  return (
    <Tooltip label={watched ? WATCHING : WATCH} withinPortal={false}>
      <ActionIcon
        variant={watched ? 'filled' : 'default'}
        size="lg"
        radius="xl"
        aria-label={watchLabel(name)}
        aria-pressed={watched}
        data-watched={watched || undefined}
        loading={busy}
        onClick={() => onToggle(!watched)}
      >
        <EyeIcon filled={watched} />
      </ActionIcon>
    </Tooltip>
  );
}
