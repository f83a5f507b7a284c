import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { FollowedType } from '@stagepass/domain/follows';
import { followerDisplay, followerLine, type NetworkCount } from '@stagepass/domain/counts';
import { SHARE_PROFILE } from '@stagepass/domain/profiles';
import { ShareIcon } from '../../../components/ui/icons';
import { ShareLinkModal } from '../../../components/ui/share-link-modal';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { FollowButton } from '../../follows/components/follow-button';

export interface ProfileHeaderProps {
  memberId: number;
  name: string;
  username: string | null;
  photo: string | null;
  /** Talent or business: the Follow button (spec 001 §7 follow_celebrity); none for a plain member. */
  followedType?: FollowedType;
  traits?: readonly { id: number; name: string }[];
  /** A line under the name ('San Francisco, CA, US'). */
  subtitle?: string | null;
  networkFollowers?: readonly NetworkCount[];
  /** The share-link modal (spec 001 §2): its title and the absolute link. */
  share: { title: string; url: string };
  children?: ReactNode;
}

/**
 * The top of a profile page: photo, name, @username, traits, the follower display (spec 001 §9: the network with the
 * highest count, nothing at zero), Follow and Share with Copy Link.
 */
export function ProfileHeader({
  memberId,
  name,
  username,
  photo,
  followedType,
  traits = [],
  subtitle,
  networkFollowers = [],
  share,
  children,
}: ProfileHeaderProps) {
  const [sharing, shareModal] = useDisclosure(false);
  const followers = followerDisplay(networkFollowers);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <UserAvatar name={name} image={photo} size={120} />
      <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {username && <Text c="dimmed">@{username}</Text>}
        {subtitle && <Text>{subtitle}</Text>}
        {traits.length > 0 && (
          <Group gap={6} role="list" aria-label="Traits">
            {traits.map((t) => (
              <Badge key={t.id} role="listitem" variant="light">
                {t.name}
              </Badge>
            ))}
          </Group>
        )}
        {followers && <Text data-testid="follower-display">{followerLine(followers)}</Text>}
        <Group gap="xs" mt={4}>
          {followedType && <FollowButton memberId={memberId} followedType={followedType} name={name} size="sm" />}
          <Button variant="default" size="sm" leftSection={<ShareIcon />} onClick={shareModal.open}>
            {SHARE_PROFILE}
          </Button>
        </Group>
        {children}
      </Stack>
      <ShareLinkModal opened={sharing} onClose={shareModal.close} title={share.title} url={share.url} />
    </Group>
  );
}
