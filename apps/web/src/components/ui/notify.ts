import { notifications } from '@mantine/notifications';

/** spec 000 §2.2 / §8: notice colours by kind: 1 success, 2 error, 3 info. */
export type NoticeKind = 1 | 2 | 3;

const COLOR: Record<NoticeKind, string> = { 1: 'green', 2: 'red', 3: 'blue' };

/** Shows a toast at the top right; it dismisses itself after 7 s (set on <Notifications/>). */
export function notify(kind: NoticeKind, message: string): string {
  return notifications.show({
    color: COLOR[kind],
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}
