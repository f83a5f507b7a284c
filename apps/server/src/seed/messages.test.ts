import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { messages } from '@stagepass/db/schema/conversation';
import { UNREAD_EMAIL_AFTER_MS } from '@stagepass/domain/messages';
import { marketplace } from '../test/marketplace-fixtures';
import { useTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { insertEnabledPayoutAccount } from '../features/payments/payouts-repository';
import { signIn } from '../test/account-flows';
import { seedMessages } from './messages';

const t = useTestApp({ seed: true });
let m: ReturnType<typeof marketplace>;
beforeAll(() => {
  m = marketplace(t, 'seed-messages.test');
});
const START = Date.parse('2026-11-22T12:00:00Z');

/** The demo business's event with the demo fan and a stranger holding tickets, and a talent asked to play. */
async function demoWorld() {
  t.clock.set(START);
  const business = await signIn(t, 'business@stagepass.test', DEMO_PASSWORD);
  const fanToken = await signIn(t, 'fan@stagepass.test', DEMO_PASSWORD);
  const [demoBusiness] = await t.db.select().from(members).where(eq(members.email, 'business@stagepass.test'));
  await insertEnabledPayoutAccount(t.db, demoBusiness!.id, START);
  const eventId = await m.event(business, 3, 'Bayside Jazz');
  const ticket = await m.ticket(business, eventId, { price: 0, sales_end: m.at(3, '18:00') });
  await m.buy(fanToken, eventId, ticket.ticket_id, 1, 0);
  const stranger = await m.member({}, 'guest');
  await m.buy(stranger.token, eventId, ticket.ticket_id, 1, 0);
  const { sb_event_id } = await m.ok(
    'business_create_update_sub_event',
    { event_id: eventId, sb_start_time: m.at(3, '20:00'), sb_end_time: m.at(3, '21:00') },
    business,
  );
  const talent = await m.member({ isSpecialist: true } as { isBusiness?: boolean }, 'talent');
  await m.ok('create_schedule_request', { sb_event_id, sp_id: talent.id, message: 'Free that night?' }, business);
  return { business, fanToken, eventId };
}

describe('seedMessages', () => {
  it('writes conversations the rules allow, leaves the demo accounts something unread, and mails nobody', async () => {
    const { business, fanToken, eventId } = await demoWorld();
    const summary = await t.db.transaction((tx) => seedMessages(tx, { nowMs: START }));
    expect(summary.conversations).toBeGreaterThanOrEqual(3);

    const rows = await t.db.select().from(messages).orderBy(asc(messages.createdAt));
    expect(rows).toHaveLength(summary.messages);
    for (const row of rows) {
      expect(row.eventId).toBe(eventId);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(START);
      if (row.readAt === null && START - row.createdAt.getTime() >= UNREAD_EMAIL_AFTER_MS)
        expect(row.emailedAt).not.toBeNull();
    }

    // Every conversation passes the API's own check: each side can read it.
    const inbox = await m.ok('get_messages', {}, business);
    expect(
      inbox.events[0].conversations.filter((c: { last_message: string | null }) => c.last_message !== null),
    ).toHaveLength(summary.conversations);
    expect(inbox.unread).toBeGreaterThan(0);
    const fanInbox = await m.ok('get_messages', { event_id: eventId }, fanToken);
    expect(fanInbox.messages.length).toBeGreaterThan(0);
    expect(fanInbox.events[0].conversations[0].unread).toBe(1);

    // The clock job finds nothing to mail.
    await t.app.clockJobs.runDue(START);
    const demoEmails: string[] = DEMO_ACCOUNTS.map((a) => a.email);
    expect((await t.app.mailer.list()).filter((e) => demoEmails.includes(e.to) && /message/i.test(e.subject))).toEqual(
      [],
    );
  });
});
