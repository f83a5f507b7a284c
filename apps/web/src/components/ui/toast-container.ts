// Only the container, so that the lazy import in toast-area takes Mantine's Notifications component
// (and its transitions) without the rest of the package, whose store notify() imports at once.
export { Notifications } from '@mantine/notifications';
