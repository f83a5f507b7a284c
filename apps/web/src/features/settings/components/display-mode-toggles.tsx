import { Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { showGlitchToggle } from '@stagepass/domain/limits';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4: the sidebar's dark-mode toggle, and the hidden glitch-mode toggle that appears
 * once glitch mode is on or the dark-mode heading has been clicked more than 7 times.
 * The store enforces the coupling: dark off turns glitch off; glitch on turns dark on.
 */
export function DisplayModeToggles() {
  const headingId = useId();
  const [headingClicks, setHeadingClicks] = useState(0);
  const darkMode = useSessionStore((s) => s.darkMode);
  const glitchMode = useSessionStore((s) => s.glitchMode);
  const setDarkMode = useSessionStore((s) => s.setDarkMode);
  const setGlitchMode = useSessionStore((s) => s.setGlitchMode);

  return (
    <Stack gap="xs">
      {/* The heading is the glitch toggle's secret door, so clicks on it are counted, not acted on. */}
      <Text
        component="h2"
        id={headingId}
        fw={600}
        size="sm"
        m={0}
        // Repeated clicks would otherwise select the word.
        style={{ userSelect: 'none' }}
        onClick={() => setHeadingClicks((n) => n + 1)}
      >
        Dark Mode
      </Text>
      <Switch aria-labelledby={headingId} checked={darkMode} onChange={(e) => setDarkMode(e.currentTarget.checked)} />
      {showGlitchToggle(headingClicks, glitchMode) && (
        <Switch label="Glitch Mode" checked={glitchMode} onChange={(e) => setGlitchMode(e.currentTarget.checked)} />
      )}
    </Stack>
  );
}
