import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { RpcError } from '../../../lib/rpc';
import { useDashboardPath } from '../../accounts/hooks/use-session';

/** A profile that does not exist (or no longer does): the server's 404 message, and the way back. */
export function ProfileNotFound({ title, error }: { title: string; error?: unknown }) {
  const dashboard = useDashboardPath();
  const notFound = !(error instanceof RpcError) || error.status === 404 || error.status === 400;
  return (
    <Alert color="gray" title={notFound ? title : (error as RpcError).message}>
      <Anchor component={Link} to={dashboard}>
        Back to your dashboard
      </Anchor>
    </Alert>
  );
}

export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      <Skeleton h={120} w={120} circle />
      <Skeleton h={36} w="50%" />
      <Skeleton h={160} />
    </Stack>
  );
}
