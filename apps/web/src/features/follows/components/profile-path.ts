import type { MemberCard } from '@stagepass/contract/follows/cards';

/**
 * Where a talent or business card leads (spec 001 §2): /dash/c/{id} with sp_id in route state for talent, /dash/b/{id}
 * with business_id for a business.
 */
export function profileLink(card: Pick<MemberCard, 'id' | 'followed_type'>): {
  to: string;
  state: Record<string, number>;
} {
  return card.followed_type === 'SPECIALIST'
    ? { to: `/dash/c/${card.id}`, state: { sp_id: card.id } }
    : { to: `/dash/b/${card.id}`, state: { business_id: card.id } };
}
