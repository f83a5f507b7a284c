import { Avatar } from '@mantine/core';
import type { AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'name'> {
  name: string | null | undefined;
  image: string | null | undefined;
  /** Next to the visible name the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

/**
 * spec 000 §2.4 / §8: a broken image falls back to the default avatar. Mantine's Avatar shows
 * its placeholder when src is empty or fails to load.
 */
export function UserAvatar({ name, image, decorative, ...rest }: UserAvatarProps) {
  return <Avatar src={image || null} alt={decorative ? '' : name || 'Avatar'} radius="xl" {...rest} />;
}
