import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { socialIdentities, socialProofs } from '@stagepass/db/schema/social';
import {
  AGENCY_NEEDS_LINKEDIN,
  BUSINESS_PHONE_VERIFICATION_EXPIRED,
  USERNAME_TAKEN,
  accountTypeNotVerifiedMessage,
  accountTypeVerificationExpiredMessage,
} from '@stagepass/domain/accounts';
import { BUSINESS_NOT_FOUND, PHONE_VERIFIED_FOR_LOOKUP_MS } from '@stagepass/domain/phone';
import type { SocialProvider } from '@stagepass/domain/social';
import { useTestApp } from '../../test/test-app';
import { verifyPhoneByCode } from '../../test/account-flows';
import { register } from '../../test/account-flows';
import { SOCIAL_PROOF_TTL_MS } from './social';

// spec 000 §3 / §6: Business and Agency accounts verify through the professional network, and
// Business may verify by phone through the business-review check. The server checks the proof.

const t = useTestApp({ seed: true });

const CONFIRM = 'http://127.0.0.1:3000/auth/confirm-account-page';
const RETURN = 'http://127.0.0.1:3000/auth/login';
const VENUE_PHONE = '(415) 555-0100'; // Bayside Venue in the seeded directory
const UNLISTED_PHONE = '+14155550177';

const draft = (accType: 'business' | 'agency', extra: Record<string, unknown> = {}) => ({
  email: `owner.${accType}@newvenue.com`,
  name: 'Olive Owner',
  username: `olive_${accType}`,
  password: 'a long enough passphrase',
  accType,
  ...extra,
});

/** The browser's round trip through the sandbox provider page, then the code exchange; the proof token. */
async function providerToken(provider: SocialProvider, email: string, redirectUri = CONFIRM): Promise<string> {
  const state = `business:${provider}:n0nce`;
  const start = await t.call('get_social_authorize_url', { provider, redirect_uri: redirectUri, state });
  expect(start.status).toBe(200);
  const url = new URL(start.body.data.url);
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: redirectUri,
      state,
      email,
      name: 'Olive Owner',
      decision: 'allow',
    }).toString(),
  });
  expect(answer.statusCode).toBe(302);
  const code = new URL(String(answer.headers.location)).searchParams.get('code');
  const request = provider === 'linkedin' ? 'get_linkedin_access_token' : 'get_fb_access_token';
  const res = await t.call(request, {
    code,
    redirect_uri: redirectUri,
    ...(provider === 'facebook' ? { action: 'register' } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

const linkedinToken = (email = 'olive@linkedin.example.com') => providerToken('linkedin', email);

const verifyPhone = (phone: string) => verifyPhoneByCode(t, phone);

const byPhone = (phone: string, srv_sid: string) => ({ verification: { method: 'phone', phone, srv_sid } });

function expectRefused(res: { status: number; body: Record<string, unknown> }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field: 'userData.verification', message });
}

async function memberCount(): Promise<number> {
  return (await t.db.select({ id: members.id }).from(members)).length;
}

describe('create_user: the account type needs proof', () => {
  it('refuses business and agency without a verification, and creates nothing', async () => {
    const before = await memberCount();
    expectRefused(await register(t, draft('business')), accountTypeNotVerifiedMessage('business'));
    expectRefused(await register(t, draft('agency')), 'Please verify your agency account first.');
    expect(accountTypeNotVerifiedMessage('business')).toBe('Please verify your business account first.');
    expect(await memberCount()).toBe(before);
  });

  it('needs nothing for fan and specialist', async () => {
    const fan = await register(t, { ...draft('business'), accType: 'user' });
    expect(fan.status).toBe(200);
    expect(fan.body.data.user).toMatchObject({ is_user: true, is_business: false });
  });

  it('accepts a business with a live LinkedIn proof, spends it and links the identity with Social Login off', async () => {
    const token = await linkedinToken();
    const res = await register(t, draft('business', { verification: { method: 'linkedin', token } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({
      is_business: true,
      is_agency: false,
      email: 'owner.business@newvenue.com',
    });

    const [identity] = await t.db.select().from(socialIdentities).where(eq(socialIdentities.provider, 'linkedin'));
    expect(identity).toMatchObject({
      memberId: res.body.data.user.user_id,
      email: 'olive@linkedin.example.com',
      loginEnabled: false,
    });
    const [proof] = await t.db.select().from(socialProofs);
    expect(proof?.usedAt).not.toBeNull();

    // One proof verifies one account.
    const again = await register(t, { ...draft('agency'), verification: { method: 'linkedin', token } });
    expectRefused(again, accountTypeVerificationExpiredMessage('agency'));
  });

  it('accepts an agency with a live LinkedIn proof', async () => {
    const token = await linkedinToken();
    const res = await register(t, draft('agency', { verification: { method: 'linkedin', token } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ is_agency: true, is_business: false });
  });

  it('refuses an expired LinkedIn proof, and a proof from another provider', async () => {
    const token = await linkedinToken();
    t.clock.advance(SOCIAL_PROOF_TTL_MS + 1);
    expectRefused(
      await register(t, draft('business', { verification: { method: 'linkedin', token } })),
      accountTypeVerificationExpiredMessage('business'),
    );
    expectRefused(
      await register(t, draft('business', { verification: { method: 'linkedin', token: 'x'.repeat(43) } })),
      accountTypeVerificationExpiredMessage('business'),
    );
    const facebook = await providerToken('facebook', 'olive@fb.example.com', RETURN);
    expectRefused(
      await register(t, draft('agency', { verification: { method: 'linkedin', token: facebook } })),
      accountTypeNotVerifiedMessage('agency'),
    );
  });

  it('keeps the LinkedIn proof when the registration fails for another reason', async () => {
    const token = await linkedinToken();
    const taken = await register(
      t,
      draft('business', { username: 'frankie', verification: { method: 'linkedin', token } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(USERNAME_TAKEN);
    const [proof] = await t.db.select().from(socialProofs);
    expect(proof?.usedAt).toBeNull();
    const ok = await register(t, draft('business', { verification: { method: 'linkedin', token } }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('accepts a business whose phone was verified in the last 30 minutes and is listed on the review service', async () => {
    const sid = await verifyPhone(VENUE_PHONE);
    t.clock.advance(PHONE_VERIFIED_FOR_LOOKUP_MS - 60_000);
    const res = await register(t, draft('business', byPhone('+1 415 555 0100', sid)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ is_business: true });
  });

  it('lets one phone verification prove one business only, and only for the number it verified', async () => {
    const before = await memberCount();
    const sid = await verifyPhone(VENUE_PHONE);
    // The number verified, named by another verification's srv_sid: refused.
    const other = await verifyPhone(UNLISTED_PHONE);
    expectRefused(
      await register(t, draft('business', byPhone(VENUE_PHONE, other))),
      BUSINESS_PHONE_VERIFICATION_EXPIRED,
    );
    expect((await register(t, draft('business', byPhone(VENUE_PHONE, sid)))).status).toBe(200);
    // Someone else reusing the same verification for a second account: refused.
    const second = draft('business', { ...byPhone(VENUE_PHONE, sid), email: 'second@example.com', username: 'second' });
    expectRefused(await register(t, second), BUSINESS_PHONE_VERIFICATION_EXPIRED);
    expect(await memberCount()).toBe(before + 1);
  });

  it('lets only one of two registrations racing with one phone verification through', async () => {
    const before = await memberCount();
    const sid = await verifyPhone(VENUE_PHONE);
    const results = await Promise.all(
      ['race_one', 'race_two'].map((username) =>
        register(t, draft('business', { ...byPhone(VENUE_PHONE, sid), email: `${username}@example.com`, username })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await memberCount()).toBe(before + 1);
  });

  it('refuses a phone verified more than 30 minutes ago, never verified, or not listed', async () => {
    const sent = await t.call('auth_send_phone_token', { phone: VENUE_PHONE, method: 'sms' });
    expectRefused(
      await register(t, draft('business', byPhone(VENUE_PHONE, sent.body.data.srv_sid))),
      BUSINESS_PHONE_VERIFICATION_EXPIRED,
    );
    const late = await verifyPhone(VENUE_PHONE);
    t.clock.advance(PHONE_VERIFIED_FOR_LOOKUP_MS + 1);
    expectRefused(
      await register(t, draft('business', byPhone(VENUE_PHONE, late))),
      BUSINESS_PHONE_VERIFICATION_EXPIRED,
    );
    const unlisted = await verifyPhone(UNLISTED_PHONE);
    expectRefused(await register(t, draft('business', byPhone(UNLISTED_PHONE, unlisted))), BUSINESS_NOT_FOUND);
  });

  it('refuses an agency verified by phone', async () => {
    const sid = await verifyPhone(VENUE_PHONE);
    expectRefused(await register(t, draft('agency', byPhone(VENUE_PHONE, sid))), AGENCY_NEEDS_LINKEDIN);
  });

  it('validates the verification shape', async () => {
    const res = await register(t, draft('business', { verification: { method: 'fax', phone: VENUE_PHONE } }));
    expect(res.status).toBe(400);
    expect(String(res.body.field)).toMatch(/^userData\.verification/);
  });
});

describe('social_media_register: the same proof rules', () => {
  const socialDraft = (accType: 'business' | 'agency', extra: Record<string, unknown> = {}) => ({
    name: 'Olive Owner',
    username: `olive_${accType}`,
    accType,
    ...extra,
  });

  it('refuses a business signed up with another provider and no verification', async () => {
    const token = await providerToken('facebook', 'olive@fb.example.com', RETURN);
    const res = await t.call('social_media_register', { token, userData: socialDraft('business') });
    expectRefused(res, accountTypeNotVerifiedMessage('business'));
  });

  it('accepts an agency signed up with Facebook and verified with LinkedIn: both identities linked', async () => {
    const token = await providerToken('facebook', 'olive@fb.example.com', RETURN);
    const li = await linkedinToken();
    const res = await t.call('social_media_register', {
      token,
      userData: socialDraft('agency', { verification: { method: 'linkedin', token: li } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ is_agency: true, email: 'olive@fb.example.com' });
    const linked = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.memberId, res.body.data.user.user_id));
    expect(linked.map((i) => [i.provider, i.loginEnabled]).sort()).toEqual([
      ['facebook', true],
      ['linkedin', false],
    ]);
  });

  it('accepts a business verified by phone, and refuses an agency by phone', async () => {
    const sid = await verifyPhone(VENUE_PHONE);
    const agency = await t.call('social_media_register', {
      token: await providerToken('facebook', 'ada@fb.example.com', RETURN),
      userData: socialDraft('agency', byPhone(VENUE_PHONE, sid)),
    });
    expectRefused(agency, AGENCY_NEEDS_LINKEDIN);
    const business = await t.call('social_media_register', {
      token: await providerToken('facebook', 'olive@fb.example.com', RETURN),
      userData: socialDraft('business', byPhone(VENUE_PHONE, sid)),
    });
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    expect(business.body.data.user).toMatchObject({ is_business: true });
  });
});
