import type { Executor } from '@stagepass/db/client';
import { eventPath } from '@stagepass/domain/events';
import { SCHEDULE_REQUEST_NOTICE_TYPES as TYPES, scheduleRequestPath } from '@stagepass/domain/schedule-requests';
import { notify } from '../notifications/notifications-repository';
import type { RequestRow } from './schedule-requests-repository';

type About = Pick<RequestRow, 'id' | 'eventId' | 'businessId' | 'talentId' | 'image'>;

/** An in-app notification to the talent (SPECIALIST_EVENT), opening the request's detail page. */
export function notifyTalent(
  db: Executor,
  request: About,
  type: keyof typeof TYPES,
  text: { title: string; body: string },
  now: Date,
) {
  return notify(
    db,
    [
      {
        memberId: request.talentId,
        type: TYPES[type],
        ...text,
        category: 'SPECIALIST_EVENT',
        eventId: request.eventId,
        businessId: request.businessId,
        scheduleRequestId: request.id,
        imageUrl: request.image,
        link: scheduleRequestPath(request.eventId, request.id),
      },
    ],
    now,
  );
}

/** An in-app notification to the business (BUSINESS_EVENT), opening its event page, where its requests are. */
export function notifyBusiness(
  db: Executor,
  request: About,
  type: keyof typeof TYPES,
  text: { title: string; body: string },
  now: Date,
  scheduleId?: number,
) {
  return notify(
    db,
    [
      {
        memberId: request.businessId,
        type: TYPES[type],
        ...text,
        category: 'BUSINESS_EVENT',
        eventId: request.eventId,
        businessId: request.businessId,
        scheduleRequestId: request.id,
        scheduleId: scheduleId ?? null,
        imageUrl: request.image,
        link: eventPath(request.eventId),
      },
    ],
    now,
  );
}
