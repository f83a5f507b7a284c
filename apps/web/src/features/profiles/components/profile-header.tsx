import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { FollowedType } from '@stagepass/domain/follows';
import { SELF_DECLARED, followerDisplay, followerLine, type NetworkCount } from '@stagepass/domain/counts';
import { SHARE_PROFILE, VISIT_WEBSITE } from '@stagepass/domain/profiles';
import { REPORT_TYPES } from '@stagepass/domain/reports';
import { ShareIcon } from '../../../components/ui/icons';
import { ShareLinkModal } from '../../../components/ui/share-link-modal';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { FollowButton } from '../../follows/components/follow-button';
import { FlagAsInappropriate } from '../../reports/components/flag-as-inappropriate';

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
  /** spec 001 §6: what a talent or business says about themselves (plain text, line breaks kept). */
  bio?: string | null;
  /** The talent's published creator website (/c/{username}, served outside the app). */
  websitePath?: string | null;
  /** The share-link modal (spec 001 §2): its title and the app path, shared as an absolute link. */
  share: { title: string; path: string };
  /** spec 001 §7 Reports: Flag as Inappropriate on the profile, for logged-in members other than its owner. */
  reportable?: boolean;
  children?: ReactNode;
}

/**
 * The top of every profile page: photo, name, @username, traits, the follower display (spec 001 §9: the network with
 * the highest count, nothing at zero), the bio, Follow, Share with Copy Link, the creator website and the report.
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
  bio,
  websitePath,
  share,
  reportable = false,
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
        {followers && (
          <Text data-testid="follower-display">
            {followerLine(followers)}
            {/* Counts of the other networks are the member's own word (update_network_followers): said so. */}
            {followers.network !== 'Stagepass' && (
              <Text component="span" c="dimmed" size="sm">
                {` · ${followers.handle ? `@${followers.handle}, ` : ''}${SELF_DECLARED}`}
              </Text>
            )}
          </Text>
        )}
        {bio && (
          <Text data-testid="profile-bio" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {bio}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {followedType && <FollowButton memberId={memberId} followedType={followedType} name={name} size="sm" />}
          <Button variant="default" size="sm" leftSection={<ShareIcon />} onClick={shareModal.open}>
            {SHARE_PROFILE}
          </Button>
          {websitePath && (
            <Button component="a" href={websitePath} variant="light" size="sm">
              {VISIT_WEBSITE}
            </Button>
          )}
        </Group>
        {reportable && (
          <FlagAsInappropriate item={{ type: REPORT_TYPES.profile, user_id: memberId }} ownerId={memberId} />
        )}
        {children}
      </Stack>
      <ShareLinkModal
        opened={sharing}
        onClose={shareModal.close}
        title={share.title}
        url={new URL(share.path, window.location.origin).toString()}
      />
    </Group>
  );
}
