import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { WIZARD_FINISH, WIZARD_NEXT, WIZARD_PREVIOUS } from '@stagepass/domain/events';
import { WIZARD_MOBILE_BREAKPOINT_PX } from '@stagepass/domain/limits';

export interface WizardStep {
  label: string;
  description?: string;
  content: ReactNode;
  /** Whether the step may be left forwards; only read when the wizard validates. */
  valid?: boolean;
}

export interface StepWizardProps {
  steps: readonly WizardStep[];
  onFinish: () => void;
  /** spec 001 §5: 'forward movement blocked if the current step fails validation, when validation is on'. */
  validate?: boolean;
  /** Called with a step that blocked forward movement, so it can show its messages. */
  onBlocked?: (step: number) => void;
  finishLabel?: string;
  finishing?: boolean;
  /** Name of the wizard for assistive technology. */
  label: string;
}

// spec 001 §9: the wizard's mobile layout below 600 px (Mantine's own max-width query form, w - 0.1px).
const MOBILE_QUERY = `(max-width: ${(WIZARD_MOBILE_BREAKPOINT_PX - 0.1) / 16}em)`;

/**
 * spec 001 §2 widgets: the step wizard with Next, Previous and Finish. Steps already passed can be revisited from
 * the stepper; later ones only through Next, so no step is skipped unvalidated. Below 600 px the stepper is
 * compact: numbered dots and the current step's name.
 */
export function StepWizard({
  steps,
  onFinish,
  validate = true,
  onBlocked,
  finishLabel = WIZARD_FINISH,
  finishing = false,
  label,
}: StepWizardProps) {
  const [active, setActive] = useState(0);
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const last = steps.length - 1;
  const current = steps[active];

  /** The first step up to `upTo` that may not be left, or -1. */
  const firstInvalid = (upTo: number) => (validate ? steps.slice(0, upTo + 1).findIndex((s) => s.valid === false) : -1);

  const next = () => {
    const blocked = firstInvalid(active);
    if (blocked >= 0) {
      setActive(blocked);
      onBlocked?.(blocked);
      return;
    }
    setActive((a) => Math.min(a + 1, last));
  };

  const finish = () => {
    const blocked = firstInvalid(last);
    if (blocked >= 0) {
      setActive(blocked);
      onBlocked?.(blocked);
      return;
    }
    onFinish();
  };

  return (
    <Stack gap="md" role="group" aria-label={label}>
      <Stepper
        active={active}
        onStepClick={(i) => i < active && setActive(i)}
        allowNextStepsSelect={false}
        size={mobile ? 'xs' : 'sm'}
        iconSize={mobile ? 26 : undefined}
        wrap={!mobile}
      >
        {steps.map((s) => (
          <Stepper.Step
            key={s.label}
            label={mobile ? undefined : s.label}
            description={mobile ? undefined : s.description}
            aria-label={s.label}
          >
            {null}
          </Stepper.Step>
        ))}
      </Stepper>
      {mobile && current && (
        <Text size="sm" c="dimmed">
          Step {active + 1} of {steps.length}: <strong>{current.label}</strong>
        </Text>
      )}
      <section aria-label={current?.label}>{current?.content}</section>
      <Group justify="space-between">
        <Button variant="default" onClick={() => setActive((a) => Math.max(a - 1, 0))} disabled={active === 0}>
          {WIZARD_PREVIOUS}
        </Button>
        {active < last ? (
          <Button onClick={next}>{WIZARD_NEXT}</Button>
        ) : (
          <Button onClick={finish} loading={finishing}>
            {finishLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
