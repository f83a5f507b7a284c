import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_DELETED } from '@stagepass/domain/accounts';
import {
  DELETE_ACCOUNT_NEEDS_LINK,
  DELETE_ACCOUNT_TITLE,
  DELETE_ACCOUNT_WARNING,
} from '@stagepass/domain/account-flows';
import { notify } from '../../../components/ui/notify';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequestMutation } from '../../../lib/use-request';
import { clearStore } from '../../../store/session-store';
import { useCodeCheck } from '../hooks/use-code-check';
import { useDashboardPath, useIsLoggedIn } from '../hooks/use-session';
import '../../../app/styles/accounts.css';

/**
 * /auth/delete-account, reached from the emailed delete link (spec 000 §2.8 'delete'): confirm, then
 * delete_account(code); the member is logged out and sent home with a notice.
 */
export function DeleteAccountPage() {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const dashboard = useDashboardPath();
  // The delete link carries ?code= (spec 000 §2.8); a page of the app may pass it in route state.
  const code = useRouteState('/auth/delete-account', 'code') ?? null;
  const check = useCodeCheck('DELETE_ACCT', code);
  const remove = useRequestMutation('delete_account');

  function confirm() {
    if (!code) return;
    remove.mutate(
      { code },
      {
        onSuccess: (answer) => {
          // The server ended every session of the account.
          clearStore();
          notify(1, answer.message || ACCOUNT_DELETED);
          navigate('/', { replace: true });
        },
      },
    );
  }

  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {DELETE_ACCOUNT_TITLE}
        </Title>
        {check === 'checking' && <Loader aria-label="Checking your link" />}
        {(check === 'none' || check === 'invalid') && (
          <>
            <Text>{DELETE_ACCOUNT_NEEDS_LINK}</Text>
            {loggedIn && (
              <Button component={Link} to="/dash/settings" variant="default">
                Go to Settings
              </Button>
            )}
          </>
        )}
        {check === 'valid' && (
          <>
            <Alert color="red" title="This cannot be undone">
              {DELETE_ACCOUNT_WARNING}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={dashboard}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={confirm}>
                Delete my account
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
