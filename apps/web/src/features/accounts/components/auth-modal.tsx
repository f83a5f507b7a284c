import { Anchor, Group, Modal, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { AuthPanel } from '../hooks/use-auth-modal';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import '../../../app/styles/auth-modal.css';

interface AuthModalProps {
  initialPanel: AuthPanel;
  onClose: () => void;
}

/**
 * spec 000 §2.5: the sign-up / sign-in modal. Both panels sit side by side; on extra-small
 * screens only the active one shows and a link toggles to the other. Enter submits the active panel.
 */
export function AuthModal({ initialPanel, onClose }: AuthModalProps) {
  const [active, setActive] = useState<AuthPanel>(initialPanel);
  // Mantine's xs breakpoint (36em = 576 px) is spec 000 §9's XS/SM edge (577 px).
  const extraSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const signIn = useRef<HTMLFormElement>(null);
  const signUp = useRef<HTMLFormElement>(null);

  // Inputs already submit their own form on Enter; this covers Enter pressed anywhere else in the
  // dialog (e.g. right after it opens), except on links and buttons, which Enter activates.
  function submitActiveOnEnter(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.closest('form, a, button')) return;
    event.preventDefault();
    (active === 'login' ? signIn : signUp).current?.requestSubmit();
  }

  const showSignIn = !extraSmall || active === 'login';
  const showSignUp = !extraSmall || active === 'register';

  return (
    <Modal
      opened
      onClose={onClose}
      title="Welcome"
      size={extraSmall ? '100%' : 'xl'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <div onKeyDown={submitActiveOnEnter} className="auth-modal-body">
        <SimpleGrid cols={extraSmall ? 1 : 2} spacing="xl">
          {showSignIn && (
            <div>
              <SignInForm formRef={signIn} autoFocus={active === 'login'} onFocus={() => setActive('login')} />
              {extraSmall && (
                <Group gap={4} mt="lg">
                  <Text size="sm">New here?</Text>
                  <Anchor component="button" type="button" size="sm" onClick={() => setActive('register')}>
                    Create an account
                  </Anchor>
                </Group>
              )}
            </div>
          )}
          {showSignUp && (
            <div className="auth-modal-sign-up">
              <SignUpForm formRef={signUp} autoFocus={active === 'register'} onFocus={() => setActive('register')} />
              {extraSmall && (
                <Group gap={4} mt="lg">
                  <Text size="sm">Already have an account?</Text>
                  <Anchor component="button" type="button" size="sm" onClick={() => setActive('login')}>
                    Sign in instead
                  </Anchor>
                </Group>
              )}
            </div>
          )}
        </SimpleGrid>
      </div>
    </Modal>
  );
}
