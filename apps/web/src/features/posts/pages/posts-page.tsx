import { Container, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { OwnerPosts } from '../components/owner-posts';

/**
 * /dash/posts (spec 001 §2, business): the business's own posts, newest first, with Create Post and its modal (spec
 * 001 §4, §5). The route guard lets only a business in.
 */
export function PostsPage() {
  const user = useCurrentUser();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Posts</Title>
          <Text c="dimmed">Share pictures and news with your followers. Each post has its own comment thread.</Text>
        </Stack>
        {user && <OwnerPosts ownerId={user.user_id} />}
      </Stack>
    </Container>
  );
}
