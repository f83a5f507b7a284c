import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  name: string | null | undefined;
  image: string | null | undefined;
}

/**
 * spec 000 §2.4 / §8: a broken image falls back to the default avatar. Mantine's Avatar shows
 * its placeholder when src is empty or fails to load.
 */
export function UserAvatar({ name, image, ...rest }: UserAvatarProps) {
  return <Avatar src={image || null} alt={name || 'Avatar'} radius="xl" {...rest} />;
}
