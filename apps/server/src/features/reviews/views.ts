import type { RecommendationItem, ReviewListItem, ReviewObject } from '@stagepass/contract/reviews/fields';
import { memberKind } from '@stagepass/domain/reviews';
import type { RecommendationRow } from './recommendations-repository';
import type { listFor, ReviewListRow } from './reviews-repository';

type ReviewForRow = Awaited<ReturnType<typeof listFor>>[number];

/** spec 001 §3 Review, list form, as `viewerId` reads it. */
export function listItem(row: ReviewListRow, viewerId: number): ReviewListItem {
  return {
    id: row.id,
    text: row.text,
    date: row.modifiedAt.toISOString(),
    rating: row.rating,
    event_id: row.eventId,
    reviewer_id: row.reviewerId,
    reviewer_name: row.reviewerName,
    photo: row.reviewerPhoto,
    reviewer_kind: memberKind({ isSpecialist: row.reviewerSpecialist, isBusiness: row.reviewerBusiness }),
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    subject_photo: row.subjectPhoto,
    subject_kind: memberKind({ isSpecialist: row.subjectSpecialist, isBusiness: row.subjectBusiness }),
    unread: row.subjectId === viewerId && row.readAt === null,
    mine: row.reviewerId === viewerId,
  };
}

/** spec 001 §3 Review, object form: a private event's name is left out of a public profile. */
export function objectItem(row: ReviewForRow): ReviewObject {
  return {
    id: row.id,
    review: row.review,
    date: row.modifiedAt.toISOString(),
    time_zone: row.timeZone,
    s_id: row.reviewerId,
    name: row.name,
    photo: row.photo,
    rating: row.rating,
    is_specialist: row.isSpecialist,
    is_business: row.isBusiness,
    event_id: row.eventId,
    event_name: row.eventPrivate ? null : row.eventName,
  };
}

type Party = RecommendationRow['for'];
const party = (p: Party) => ({
  id: p.id,
  name: p.name,
  photo: p.photo,
  username: p.username,
  kind: memberKind(p),
});

export function recommendationItem(row: RecommendationRow): RecommendationItem {
  return {
    id: row.id,
    for_id: row.for.id,
    by_id: row.by.id,
    rec: row.rec,
    date: row.createdAt.toISOString(),
    for: party(row.for),
    by: party(row.by),
  };
}
