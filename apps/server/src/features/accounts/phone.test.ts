import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { outbox } from '@stagepass/db/schema/notifications';
import { phoneVerifications } from '@stagepass/db/schema/phone';
import {
  BUSINESS_LOOKUP_FAILED,
  BUSINESS_NOT_FOUND,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_LENGTH_MESSAGE,
  PHONE_CODE_TTL_MS,
  PHONE_CODE_UNKNOWN,
  PHONE_CODE_USED,
  PHONE_CODE_WRONG,
  PHONE_NOT_VERIFIED,
  PHONE_TOO_MANY_SENDS,
  PHONE_VERIFIED,
  PHONE_VERIFIED_FOR_LOOKUP_MS,
} from '@stagepass/domain/phone';
import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import { createTestApp, useTestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../../seed/demo';

const t = useTestApp({ seed: true });

const VENUE_PHONE = '(415) 555-0100'; // Bayside Venue in the seeded directory

/** The code as the sandbox phone shows it (/dev/sms.json, newest first). */
async function lastCode(app = t): Promise<string> {
  const res = await app.app.inject({ url: '/dev/sms.json' });
  const [latest] = res.json() as { text: string }[];
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  return code as string;
}

async function send(phone: string, method: 'sms' | 'call' = 'sms', token?: string) {
  const res = await t.call('auth_send_phone_token', { phone, method }, token);
  expect(res.status).toBe(200);
  return res.body.data as { message: string; srv_sid: string };
}

async function verified(phone: string) {
  const { srv_sid } = await send(phone);
  const res = await t.call('auth_verify_phone_code', { phone, code: await lastCode(), srv_sid });
  expect(res.status).toBe(200);
  return srv_sid;
}

describe('auth_send_phone_token / auth_verify_phone_code', () => {
  it('texts a 6-digit code to the sandbox phone and verifies it', async () => {
    const sent = await send('415-555-0123');
    expect(sent.message).toBe('A verification code was sent to •••••••0123.');
    expect(sent.srv_sid).toMatch(/^VE[0-9a-f]{32}$/);

    const sms = (await t.app.inject({ url: '/dev/sms.json' })).json();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: '+14155550123', method: 'sms' });
    expect(sms[0].text).toMatch(/^Your Stagepass verification code is \d{6}\. It expires in 10 minutes\.$/);
    expect((await t.app.inject({ url: '/dev/sms' })).body).toContain('Text to +14155550123');
    // Only the hash is stored.
    const [row] = await t.db.select().from(phoneVerifications);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(await lastCode());

    const res = await t.call('auth_verify_phone_code', {
      phone: '+1 415 555 0123',
      code: await lastCode(),
      srv_sid: sent.srv_sid,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: PHONE_VERIFIED, phone: '+14155550123' });
    // Spent: the same code cannot verify twice.
    const twice = await t.call('auth_verify_phone_code', {
      phone: '+14155550123',
      code: await lastCode(),
      srv_sid: sent.srv_sid,
    });
    expect(twice.body.message).toBe(PHONE_CODE_USED);
  });

  it('reads the code out in a call when asked', async () => {
    const sent = await send('+14155550123', 'call');
    expect(sent.message).toBe('We are calling •••••••0123 with your verification code.');
    const [call] = (await t.app.inject({ url: '/dev/sms.json' })).json();
    expect(call.method).toBe('call');
    expect(call.text).toMatch(/^Your Stagepass verification code is \d, \d, \d, \d, \d, \d\./);
  });

  it("answers a number the international check rejects with 'Invalid Phone Number' (spec 000 §5)", async () => {
    for (const phone of ['12345', 'not a phone', '+1 555 0100']) {
      const res = await t.call('auth_send_phone_token', { phone, method: 'sms' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: INVALID_PHONE_NUMBER, code: 'INVALID_INPUT', field: 'phone' });
    }
    expect(await t.db.select().from(outbox)).toHaveLength(0);
    const verify = await t.call('auth_verify_phone_code', { phone: 'nope', code: '123456', srv_sid: 'VE00' });
    expect(verify.body.message).toBe(INVALID_PHONE_NUMBER);
  });

  it('refuses a wrong code and counts the attempt, then locks the code after 5 tries', async () => {
    const { srv_sid } = await send('+14155550123');
    const right = await lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await t.call('auth_verify_phone_code', { phone: '+14155550123', code: wrong, srv_sid });
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ message: PHONE_CODE_WRONG, code: 'INVALID_INPUT', field: 'code' });
    const [row] = await t.db.select().from(phoneVerifications);
    expect(row?.attempts).toBe(1); // committed although the call failed

    for (let i = 0; i < 4; i++) await t.call('auth_verify_phone_code', { phone: '+14155550123', code: wrong, srv_sid });
    const locked = await t.call('auth_verify_phone_code', { phone: '+14155550123', code: right, srv_sid });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(PHONE_CODE_ATTEMPTS);
  });

  it('refuses an expired code', async () => {
    const { srv_sid } = await send('+14155550123');
    const code = await lastCode();
    t.clock.advance(PHONE_CODE_TTL_MS);
    const res = await t.call('auth_verify_phone_code', { phone: '+14155550123', code, srv_sid });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PHONE_CODE_EXPIRED);
  });

  it('refuses a code of the wrong length, and a srv_sid of another number', async () => {
    const { srv_sid } = await send('+14155550123');
    const short = await t.call('auth_verify_phone_code', { phone: '+14155550123', code: '1234', srv_sid });
    expect(short.body).toMatchObject({ message: PHONE_CODE_LENGTH_MESSAGE, field: 'code' });
    const other = await t.call('auth_verify_phone_code', { phone: '+14155550199', code: await lastCode(), srv_sid });
    expect(other.body).toMatchObject({ message: PHONE_CODE_UNKNOWN, field: 'srv_sid' });
    const unknown = await t.call('auth_verify_phone_code', {
      phone: '+14155550123',
      code: '123456',
      srv_sid: 'VEnothing',
    });
    expect(unknown.body.message).toBe(PHONE_CODE_UNKNOWN);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    for (let i = 0; i < 5; i++) await send('+14155550123');
    const sixth = await t.call('auth_send_phone_token', { phone: '+14155550123', method: 'sms' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(PHONE_TOO_MANY_SENDS);
    t.clock.advance(60 * 60 * 1000 + 1);
    await send('+14155550123');
  });

  it('stores the verified number on the signed-in member', async () => {
    const login = await t.call('login', { username: 'fan@stagepass.test', password: DEMO_PASSWORD });
    const session = login.body.data.session;
    const { srv_sid } = await send('(510) 555-0142', 'sms', session);
    const res = await t.call(
      'auth_verify_phone_code',
      { phone: '510-555-0142', code: await lastCode(), srv_sid },
      session,
    );
    expect(res.status).toBe(200);
    const [fan] = await t.db.select().from(members).where(eq(members.email, 'fan@stagepass.test'));
    expect(fan?.phone).toBe('+15105550142');
  });
});

describe('get_yelp_data', () => {
  it('finds the business listed under a verified number', async () => {
    await verified(VENUE_PHONE);
    const res = await t.call('get_yelp_data', { phone: VENUE_PHONE });
    expect(res.status).toBe(200);
    expect(res.body.data.business).toMatchObject({
      name: 'Bayside Venue',
      phone: '+14155550100',
      display_phone: '(415) 555-0100',
      locality: 'San Francisco',
      administrative_area: 'CA',
      country: 'US',
      rating: 4.5,
      review_count: 312,
    });
    expect(res.body.data.business.categories).toContain('Music Venues');
  });

  it('answers a verified number with no listing with the message for the noYelpData step', async () => {
    await verified('+14155550177');
    const res = await t.call('get_yelp_data', { phone: '+14155550177' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_NOT_FOUND, code: 'NOT_FOUND', field: 'phone' });
  });

  it('needs the number verified in the last 30 minutes', async () => {
    const unverified = await t.call('get_yelp_data', { phone: VENUE_PHONE });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe(PHONE_NOT_VERIFIED);
    await verified(VENUE_PHONE);
    t.clock.advance(PHONE_VERIFIED_FOR_LOOKUP_MS + 1);
    expect((await t.call('get_yelp_data', { phone: VENUE_PHONE })).status).toBe(403);
    expect((await t.call('get_yelp_data', { phone: 'garbage' })).body.message).toBe(INVALID_PHONE_NUMBER);
  });
});

describe('real providers (against local stubs)', () => {
  let stub: FastifyInstance;
  let base: string;
  const twilio: { path: string; auth: string; form: Record<string, string> }[] = [];
  let yelpStatus = 200;
  const yelpSeen: { phone: string; auth: string }[] = [];

  beforeAll(async () => {
    stub = Fastify();
    stub.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    stub.post<{ Params: { sid: string; kind: string }; Body: Record<string, string> }>(
      '/2010-04-01/Accounts/:sid/:kind',
      async (req, reply) => {
        twilio.push({ path: req.url, auth: String(req.headers.authorization), form: req.body });
        if (req.body.To === '+14155550199')
          return reply.code(400).send({ code: 21211, message: "The 'To' number is not valid." });
        return reply.code(201).send({ sid: 'SM123', status: 'queued' });
      },
    );
    stub.get<{ Querystring: { phone: string } }>('/v3/businesses/search/phone', async (req, reply) => {
      yelpSeen.push({ phone: req.query.phone, auth: String(req.headers.authorization) });
      if (yelpStatus !== 200) return reply.code(yelpStatus).send({ error: { code: 'INTERNAL_ERROR' } });
      if (req.query.phone !== '+16195550123') return { businesses: [], total: 0 };
      return {
        total: 1,
        businesses: [
          {
            id: 'gaslamp-underground-san-diego',
            name: 'Gaslamp Underground',
            phone: '+16195550123',
            display_phone: '(619) 555-0123',
            url: 'https://www.yelp.com/biz/gaslamp-underground-san-diego',
            image_url: '',
            rating: 4,
            review_count: 842,
            categories: [{ alias: 'danceclubs', title: 'Dance Clubs' }],
            coordinates: { latitude: 32.7114, longitude: -117.16 },
            location: {
              city: 'San Diego',
              state: 'CA',
              zip_code: '92101',
              country: 'US',
              display_address: ['535 5th Ave', 'San Diego, CA 92101'],
            },
          },
        ],
      };
    });
    await stub.listen({ port: 0, host: '127.0.0.1' });
    const address = stub.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('sends texts and calls through Twilio with basic auth', async () => {
    const real = await createTestApp({
      SMS_TWILIO_ACCOUNT_SID: 'AC123',
      SMS_TWILIO_AUTH_TOKEN: 'tw-secret',
      SMS_FROM: '+14155550000',
      SMS_TWILIO_API_URL: base,
    });
    try {
      await real.call('auth_send_phone_token', { phone: '+14155550123', method: 'sms' });
      await real.call('auth_send_phone_token', { phone: '+14155550123', method: 'call' });
      await real.app.sms.idle();
      expect(twilio.map((r) => r.path)).toEqual([
        '/2010-04-01/Accounts/AC123/Messages.json',
        '/2010-04-01/Accounts/AC123/Calls.json',
      ]);
      expect(twilio[0]?.auth).toBe(`Basic ${Buffer.from('AC123:tw-secret').toString('base64')}`);
      expect(twilio[0]?.form).toMatchObject({ To: '+14155550123', From: '+14155550000' });
      expect(twilio[0]?.form.Body).toMatch(/verification code is \d{6}/);
      expect(twilio[1]?.form.Twiml).toMatch(/^<Response><Say>Your Stagepass verification code is \d, /);
      const sent = await real.db.select().from(outbox);
      expect(sent.every((r) => r.sentAt !== null)).toBe(true);

      // A refused message stays in the outbox with the provider's reason, for a later retry.
      await real.call('auth_send_phone_token', { phone: '+14155550199', method: 'sms' });
      await real.app.sms.idle();
      const [failed] = await real.db.select().from(outbox).where(eq(outbox.to, '+14155550199'));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed?.lastError).toContain('21211');
    } finally {
      await real.close();
    }
  });

  it('looks businesses up on the review service by key', async () => {
    const real = await createTestApp({
      BUSINESS_DIRECTORY_API_KEY: 'yelp-key',
      BUSINESS_DIRECTORY_API_URL: `${base}/v3`,
    });
    try {
      const verify = async (phone: string) => {
        const sent = await real.call('auth_send_phone_token', { phone, method: 'sms' });
        const res = await real.call('auth_verify_phone_code', {
          phone,
          code: await lastCode(real),
          srv_sid: sent.body.data.srv_sid,
        });
        expect(res.status).toBe(200);
      };
      await verify('+16195550123');
      const found = await real.call('get_yelp_data', { phone: '(619) 555-0123' });
      expect(found.status).toBe(200);
      expect(found.body.data.business).toMatchObject({
        name: 'Gaslamp Underground',
        address: '535 5th Ave, San Diego, CA 92101',
        locality: 'San Diego',
        postal_code: '92101',
        rating: 4,
        review_count: 842,
        image_url: null,
        categories: ['Dance Clubs'],
      });
      expect(yelpSeen[0]).toEqual({ phone: '+16195550123', auth: 'Bearer yelp-key' });

      await verify('+16195550177');
      const missing = await real.call('get_yelp_data', { phone: '+16195550177' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(BUSINESS_NOT_FOUND);

      yelpStatus = 500;
      const down = await real.call('get_yelp_data', { phone: '+16195550123' });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: BUSINESS_LOOKUP_FAILED, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      yelpStatus = 200;
      await real.close();
    }
  });
});
