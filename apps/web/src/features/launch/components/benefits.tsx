import { Group, List, Stack, Text, Title } from '@mantine/core';
import { forwardRef } from 'react';
import {
  LAUNCH_BENEFITS,
  LAUNCH_BENEFITS_HEADING,
  LAUNCH_BENEFITS_TITLE,
  type LaunchRole,
} from '@stagepass/domain/launch';
import classes from './launch.module.css';

/** Role pictures drawn for the project: a microphone on a stage for talent, a venue front for business. */
function RoleImage({ role }: { role: LaunchRole }) {
  if (role === 'talent') {
    return (
      <svg className={classes.roleImage} viewBox="0 0 320 200" role="img" aria-label="A microphone on a lit stage">
        <rect width="320" height="200" rx="16" fill="#1b1030" />
        <path d="M60 0 L120 200 H40 Z M260 0 L280 200 H200 Z" fill="#fff" opacity="0.08" />
        <rect x="0" y="170" width="320" height="30" fill="#3b2a5c" />
        <rect x="155" y="80" width="10" height="90" fill="#bbb" />
        <rect x="140" y="40" width="40" height="55" rx="20" fill="#e64980" />
        <path d="M130 160 h60 v10 h-60 z" fill="#888" />
      </svg>
    );
  }
  return (
    <svg className={classes.roleImage} viewBox="0 0 320 200" role="img" aria-label="A venue front with its marquee lit">
      <rect width="320" height="200" rx="16" fill="#0f2530" />
      <rect x="50" y="70" width="220" height="110" fill="#1c4a5c" />
      <rect x="40" y="40" width="240" height="35" rx="6" fill="#fab005" />
      <text
        x="160"
        y="64"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="#222"
      >
        LIVE TONIGHT
      </text>
      <rect x="140" y="115" width="40" height="65" fill="#0b1a22" />
      <rect x="70" y="100" width="50" height="40" fill="#74c0fc" opacity="0.7" />
      <rect x="200" y="100" width="50" height="40" fill="#74c0fc" opacity="0.7" />
    </svg>
  );
}

/** spec 000 §2.12 step 3: the benefit list for the chosen role. */
export const Benefits = forwardRef<HTMLElement, { role: LaunchRole }>(function Benefits({ role }, ref) {
  return (
    <section ref={ref} aria-label={LAUNCH_BENEFITS_HEADING[role]} style={{ scrollMarginTop: 80 }}>
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 280px' }}>
          <Title order={2}>{LAUNCH_BENEFITS_HEADING[role]}</Title>
          <Text fw={700}>{LAUNCH_BENEFITS_TITLE}</Text>
          <List>
            {LAUNCH_BENEFITS.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        </Stack>
        <RoleImage role={role} />
      </Group>
    </section>
  );
});
