import type { MemberKind } from '@stagepass/domain/reviews';
import { businessProfilePath, talentProfilePath } from '@stagepass/domain/profiles';

/** A member a card names, and where their profile is: /dash/c/{id} (route state sp_id) or /dash/b/{id} (business_id). */
export function profileLinkOf(p: { id: number; kind: MemberKind; username?: string | null }) {
  if (p.kind === 'SPECIALIST') return { to: talentProfilePath(p.id, p.username ?? null), state: { sp_id: p.id } };
  if (p.kind === 'BUSINESS') return { to: businessProfilePath(p.id), state: { business_id: p.id } };
  return null;
}
