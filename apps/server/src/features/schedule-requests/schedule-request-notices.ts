import type { Executor } from '@stagepass/db/client';
import { eventPath } from '@stagepass/domain/events';
import { SCHEDULE_REQUEST_NOTICE_TYPES as TYPES, scheduleRequestPath } from '@stagepass/domain/schedule-requests';
import type { Mailer } from '../../adapters/email/outbox';
import { notifyMembers } from '../notifications/notify-members';
import type { RequestRow } from './schedule-requests-repository';

type About = Pick<RequestRow, 'id' | 'eventId' | 'businessId' | 'talentId' | 'image'>;

/** What emailing a notice needs: ctx.mailer (kick it after the transaction commits) and ctx.config.PUBLIC_URL. */
export interface NoticeMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The mail half of a handler's context. */
export const noticeMailOf = (ctx: { mailer: Mailer; config: { PUBLIC_URL: string } }): NoticeMail => ({
  mailer: ctx.mailer,
  publicUrl: ctx.config.PUBLIC_URL,
});

/**
 * A notification to the talent (SPECIALIST_EVENT), opening the request's detail page, stored in-app and emailed
 * (issue 12: every notification that matters is also emailed), in the caller's transaction.
 */
export function notifyTalent(
  db: Executor,
  mail: NoticeMail,
  request: About,
  type: keyof typeof TYPES,
  text: { title: string; body: string },
  now: Date,
) {
  return notifyMembers(
    db,
    mail.mailer,
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
    mail.publicUrl,
  );
}

/**
 * A notification to the business (BUSINESS_EVENT), opening its event page, where its requests are; stored in-app
 * and emailed, in the caller's transaction.
 */
export function notifyBusiness(
  db: Executor,
  mail: NoticeMail,
  request: About,
  type: keyof typeof TYPES,
  text: { title: string; body: string },
  now: Date,
  scheduleId?: number,
) {
  return notifyMembers(
    db,
    mail.mailer,
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
    mail.publicUrl,
  );
}
