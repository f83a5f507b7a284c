import { expect } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { agencyClients } from '@stagepass/db/schema/agency';
import { signIn } from '../../test/account-flows';
import type { TestMember } from '../../test/marketplace-fixtures';
import type { TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword } from '../accounts/passwords';

/** Agencies and their clients as API tests of the agency area make them (each member new). */
export function agencyWorld(t: TestApp, domain: string) {
  let serial = 0;

  /** A new agency account, signed in. */
  async function agency(name = 'Apex Agency'): Promise<TestMember & { username: string }> {
    const n = ++serial;
    const email = `agency${n}@${domain}`;
    const username = `agency${n}`;
    const [row] = await t.db
      .insert(members)
      .values({
        email,
        name,
        username,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isAgency: true,
        termsAcceptedAt: new Date(t.clock.now()),
        createdAt: new Date(t.clock.now()),
      })
      .returning({ id: members.id });
    return { token: await signIn(t, email, DEMO_PASSWORD), id: row!.id, email, name, username };
  }

  /** The client authorized the agency (as authorize_agency_access leaves it). */
  async function link(a: { id: number }, client: { id: number }): Promise<void> {
    await t.db
      .insert(agencyClients)
      .values({ agencyId: a.id, clientId: client.id, createdAt: new Date(t.clock.now()) });
  }

  /** agency_switch_user: the acting session's token. */
  async function switchInto(a: { token: string }, client: { id: number }): Promise<string> {
    const res = await t.call('agency_switch_user', { sp_id: client.id }, a.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.session as string;
  }

  return { agency, link, switchInto };
}
