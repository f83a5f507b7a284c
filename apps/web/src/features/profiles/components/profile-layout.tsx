import { Container, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RpcError } from '../../../lib/rpc';
import { ProfileHeader, type ProfileHeaderProps } from './profile-header';
import { ProfileNotFound, ProfileSkeleton } from './profile-states';

export interface ProfileLayoutProps<T> {
  /** The profile's read; null when the address names no profile (nothing to ask). */
  query: UseQueryResult<T, RpcError> | null;
  /** What a missing profile says (the server's 404 message is the same text). */
  notFoundTitle: string;
  /** The header of the loaded profile. */
  header: (data: T) => ProfileHeaderProps;
  /** The sections under the header. */
  children?: (data: T) => ReactNode;
}

/**
 * The frame of every profile page (talent /dash/c/{id or username}, business /dash/b/{id}, the shared member link):
 * not found, loading, then the shared header and the page's own sections.
 */
export function ProfileLayout<T>({ query, notFoundTitle, header, children }: ProfileLayoutProps<T>) {
  let body;
  if (query === null || query.isError) {
    body = <ProfileNotFound title={notFoundTitle} error={query?.error} />;
  } else if (query.isPending) {
    body = <ProfileSkeleton label="Loading the profile" />;
  } else {
    body = (
      <Stack gap="xl">
        <ProfileHeader {...header(query.data)} />
        {children?.(query.data)}
      </Stack>
    );
  }
  return (
    <Container size="lg" py="md">
      {body}
    </Container>
  );
}
