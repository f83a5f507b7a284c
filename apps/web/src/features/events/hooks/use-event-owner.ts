import type { EventCard } from '@stagepass/contract/events/fields';
import { useCurrentUser } from '../../accounts/hooks/use-session';

/** spec 001 §6: the business that made the event, or an agency acting as that business (issue 15). */
export function useIsEventOwner(event: Pick<EventCard, 'business_id'> | undefined): boolean {
  const user = useCurrentUser();
  return Boolean(event && user?.email && user.is_business && user.user_id === event.business_id);
}
