import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { marketingSubmissions } from '@stagepass/db/schema/launch';
import { LAUNCH_ALREADY_SUBMITTED, MARKETING_FIELD_UNKNOWN, MARKETING_WEBSITE_INVALID } from '@stagepass/domain/launch';
import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMauticForwarder } from '../../adapters/marketing/mautic';
import { exportSubmissionsCsv } from './export-submissions';
import { SUBMISSIONS_PER_IP_PER_HOUR, TOO_MANY_SUBMISSIONS } from './submit_marketing_form.handler';

const talentJoin = {
  f_name: 'Nia Newcomer',
  email: 'Nia@Example.com',
  primary_talent: 'Singer',
  instagram_handle: '@nia.sings',
};
const talentPartner = {
  f_name1: 'Nia Newcomer',
  email: 'nia@example.com',
  primary_talent: 'Singer',
  mobile_number: '(415) 555-0142',
  instagram: '@nia.sings',
  youtube_channel_link_opti: 'https://www.youtube.com/@niasings',
  about_you: 'Soul singer from Oakland.',
  why_partner_with_us: 'I want to play more shows in the Bay.',
};
const businessJoin = {
  f_name: 'Bayside Venue',
  email: 'owner@bayside.test',
  primary_talent: 'Event Venue',
  address: '1 Embarcadero Center, San Francisco, CA',
  phone_number: '(415) 555-0100',
  website: 'https://bayside.test',
  business_contact_name: 'Dana Reyes',
  business_contact_phone_nu: '415-555-0101',
};

const stored = (t: TestApp) => t.db.select().from(marketingSubmissions).orderBy(asc(marketingSubmissions.id));

describe('submit_marketing_form (sandbox: stored only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('stores an SF talent launch sign-up under form 7, then the partner application under form 4, with their §3 keys', async () => {
    const join = await t.call('submit_marketing_form', { formId: 7, fields: talentJoin, ad_id: 'fb-summer-25' });
    expect(join).toEqual({ status: 200, body: { data: { success: true } } });
    const partner = await t.call('submit_marketing_form', { formId: 4, fields: talentPartner });
    expect(partner.status).toBe(200);

    const rows = await stored(t);
    expect(rows.map((r) => r.formId)).toEqual([7, 4]);
    expect(rows[0]).toMatchObject({
      formId: 7,
      fields: {
        f_name: 'Nia Newcomer',
        email: 'nia@example.com',
        primary_talent: 'Singer',
        instagram_handle: '@nia.sings',
      },
      email: 'nia@example.com',
      adId: 'fb-summer-25',
      forwardedAt: null,
    });
    // jsonb keeps keys in its own order, so they are compared as a set.
    expect(Object.keys(rows[1]!.fields).sort()).toEqual(
      [
        'f_name1',
        'email',
        'primary_talent',
        'mobile_number',
        'instagram',
        'youtube_channel_link_opti',
        'about_you',
        'why_partner_with_us',
      ].sort(),
    );
    expect(rows[1]!.adId).toBeNull();
  });

  it('stores a business launch sign-up and a business partner application that sends only its two texts', async () => {
    expect((await t.call('submit_marketing_form', { formId: 19, fields: businessJoin })).status).toBe(200);
    const partner = await t.call('submit_marketing_form', {
      formId: 18,
      fields: { about_you: 'A 300-seat room downtown.', why_partner: 'We book live comedy every week.' },
    });
    expect(partner.status).toBe(200);
    expect((await stored(t)).map((r) => [r.formId, r.email])).toEqual([
      [19, 'owner@bayside.test'],
      [18, null],
    ]);
  });

  it('refuses an invalid website, then an invalid phone, naming the §3 key, and stores nothing', async () => {
    const website = await t.call('submit_marketing_form', {
      formId: 12,
      fields: { ...businessJoin, website: 'bayside.test' },
    });
    expect(website.status).toBe(400);
    expect(website.body).toEqual({
      message: MARKETING_WEBSITE_INVALID,
      code: 'INVALID_INPUT',
      field: 'website',
    });

    const phone = await t.call('submit_marketing_form', {
      formId: 12,
      fields: { ...businessJoin, phone_number: '555-01' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body).toEqual({
      message: INVALID_PHONE_NUMBER,
      code: 'INVALID_INPUT',
      field: 'phone_number',
    });

    const contact = await t.call('submit_marketing_form', {
      formId: 12,
      fields: { ...businessJoin, business_contact_phone_nu: 'call me' },
    });
    expect(contact.body.field).toBe('business_contact_phone_nu');
    expect(await stored(t)).toHaveLength(0);
  });

  it('refuses a talent partner without the why-partner text, and a bad optional YouTube link', async () => {
    const { why_partner_with_us: _omitted, ...withoutWhy } = talentPartner;
    const missing = await t.call('submit_marketing_form', { formId: 4, fields: withoutWhy });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'why_partner_with_us', message: 'why_partner_with_us: Required' });
    const youtube = await t.call('submit_marketing_form', {
      formId: 4,
      fields: { ...talentPartner, youtube_channel_link_opti: 'https://vimeo.com/nia' },
    });
    expect(youtube.body.field).toBe('youtube_channel_link_opti');
    expect(await stored(t)).toHaveLength(0);
  });

  it('refuses an unknown form id and a key the form does not have', async () => {
    const form = await t.call('submit_marketing_form', { formId: 11, fields: talentJoin });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ code: 'INVALID_INPUT', field: 'formId' });

    const key = await t.call('submit_marketing_form', { formId: 7, fields: { ...talentJoin, password: 'x' } });
    expect(key.status).toBe(400);
    expect(key.body).toEqual({
      message: MARKETING_FIELD_UNKNOWN,
      code: 'INVALID_INPUT',
      field: 'password',
    });

    // A key of another form is just as unknown here: the launch form has no partner texts.
    const partnerKey = await t.call('submit_marketing_form', { formId: 7, fields: { ...talentJoin, about_you: 'Hi' } });
    expect(partnerKey.body.field).toBe('about_you');

    const notText = await t.call('submit_marketing_form', { formId: 7, fields: { ...talentJoin, f_name: 42 } });
    expect(notText.status).toBe(400);
    expect(await stored(t)).toHaveLength(0);
  });

  it('needs the trait to be one of the list the page offered', async () => {
    const res = await t.call('submit_marketing_form', {
      formId: 7,
      fields: { ...talentJoin, primary_talent: 'Astronaut' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('primary_talent');
    // Business forms offer the business types, not talent traits.
    const biz = await t.call('submit_marketing_form', {
      formId: 12,
      fields: { ...businessJoin, primary_talent: 'Singer' },
    });
    expect(biz.body.field).toBe('primary_talent');
    expect(
      (await t.call('submit_marketing_form', { formId: 7, fields: { ...talentJoin, primary_talent: 'dj' } })).status,
    ).toBe(200);
  });

  it('answers a repeat from the same email to the same form with 409 and "You\'ve already sent us a submission."', async () => {
    expect((await t.call('submit_marketing_form', { formId: 7, fields: talentJoin })).status).toBe(200);
    const again = await t.call('submit_marketing_form', {
      formId: 7,
      fields: { ...talentJoin, email: '  NIA@example.COM ', f_name: 'Nia N' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: LAUNCH_ALREADY_SUBMITTED, code: 'CONFLICT', field: 'email' });
    expect(again.body.message).toBe("You've already sent us a submission.");
    // The same person may still join another city, or apply to be a partner.
    expect((await t.call('submit_marketing_form', { formId: 8, fields: talentJoin })).status).toBe(200);
    expect((await t.call('submit_marketing_form', { formId: 4, fields: talentPartner })).status).toBe(200);
    expect(await stored(t)).toHaveLength(3);
  });

  it('lets one address send at most 20 submissions an hour', async () => {
    for (let i = 0; i < SUBMISSIONS_PER_IP_PER_HOUR; i++) {
      const res = await t.call('submit_marketing_form', {
        formId: 7,
        fields: { ...talentJoin, email: `fan${i}@example.com` },
      });
      expect(res.status).toBe(200);
    }
    const flood = await t.call('submit_marketing_form', {
      formId: 7,
      fields: { ...talentJoin, email: 'one.more@example.com' },
    });
    expect(flood.status).toBe(429);
    expect(flood.body.message).toBe(TOO_MANY_SUBMISSIONS);
    t.clock.advance(3_600_001);
    expect(
      (await t.call('submit_marketing_form', { formId: 7, fields: { ...talentJoin, email: 'one.more@example.com' } }))
        .status,
    ).toBe(200);
  });

  it('exports one form as RFC 4180 CSV, quoting commas, quotes and line breaks, and defusing formulas', async () => {
    t.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    await t.call('submit_marketing_form', {
      formId: 4,
      fields: {
        ...talentPartner,
        f_name1: "Nia O'Neil, Jr.",
        about_you: 'I sing "soul",\nand write songs.',
        instagram: '=HYPERLINK("http://evil.test")',
      },
      ad_id: 'ig-1',
    });
    t.clock.advance(60_000);
    await t.call('submit_marketing_form', {
      formId: 4,
      fields: { ...talentPartner, email: 'ben@example.com', f_name1: 'Ben' },
    });
    await t.call('submit_marketing_form', { formId: 7, fields: talentJoin }); // another form: not exported

    const csv = await exportSubmissionsCsv(t.db, 4);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,submitted_at,form_id,ad_id,f_name1,email,primary_talent,mobile_number,instagram,youtube_channel_link_opti,about_you,why_partner_with_us,forwarded_at,last_error',
    );
    expect(csv).toBe(
      [
        lines[0],
        `1,2026-11-22T12:00:00.000Z,4,ig-1,"Nia O'Neil, Jr.",nia@example.com,Singer,(415) 555-0142,"'=HYPERLINK(""http://evil.test"")",https://www.youtube.com/@niasings,"I sing ""soul"",\nand write songs.",I want to play more shows in the Bay.,,`,
        `2,2026-11-22T12:01:00.000Z,4,,Ben,ben@example.com,Singer,(415) 555-0142,'@nia.sings,https://www.youtube.com/@niasings,Soul singer from Oakland.,I want to play more shows in the Bay.,,`,
        '',
      ].join('\r\n'),
    );
    await expect(exportSubmissionsCsv(t.db, 11)).rejects.toThrow(/Unknown form id/);
  });
});

describe('submit_marketing_form forwarded to the marketing tool', () => {
  let t: TestApp;
  let stub: FastifyInstance;
  let received: { query: Record<string, string>; body: Record<string, string>; contentType: string | undefined }[] = [];
  let failWith = 0;

  beforeAll(async () => {
    stub = Fastify();
    stub.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    stub.post('/form/submit', async (req, reply) => {
      if (failWith) return reply.code(failWith).send('down for maintenance');
      received.push({
        query: req.query as Record<string, string>,
        body: req.body as Record<string, string>,
        contentType: req.headers['content-type'],
      });
      // The tool answers a good post with a redirect to its thank-you page.
      return reply.redirect('/thank-you', 302);
    });
    await stub.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stub.server.address() as { port: number };
    t = await createTestApp({ MARKETING_FORM_URL: `http://127.0.0.1:${port}/form/submit` });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(async () => {
    await t.app.marketing.idle();
    await t.reset();
    received = [];
    failWith = 0;
  });

  it('posts every field as mauticform[key] with the form id, and marks the row forwarded', async () => {
    t.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    const res = await t.call('submit_marketing_form', { formId: 7, fields: talentJoin, ad_id: 'fb-1' });
    expect(res.status).toBe(200);
    await t.app.marketing.idle();

    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/x-www-form-urlencoded');
    expect(received[0]!.query).toEqual({ formId: '7' });
    expect(received[0]!.body).toEqual({
      'mauticform[formId]': '7',
      'mauticform[return]': '',
      'mauticform[f_name]': 'Nia Newcomer',
      'mauticform[email]': 'nia@example.com',
      'mauticform[primary_talent]': 'Singer',
      'mauticform[instagram_handle]': '@nia.sings',
    });
    const [row] = await stored(t);
    expect(row!.forwardedAt?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(row!.forwardAttempts).toBe(1);
    expect(row!.lastError).toBeNull();
  });

  it('keeps the submission when the tool fails, records the error, and forwards it on a later round', async () => {
    failWith = 503;
    const res = await t.call('submit_marketing_form', { formId: 4, fields: talentPartner });
    expect(res).toEqual({ status: 200, body: { data: { success: true } } });
    await t.app.marketing.idle();

    let [row] = await stored(t);
    expect(row).toMatchObject({
      formId: 4,
      forwardedAt: null,
      forwardAttempts: 1,
      lastError: 'marketing tool answered 503',
    });
    expect(received).toHaveLength(0);

    // Not due yet: a round before the backoff has passed leaves it alone.
    failWith = 0;
    t.app.marketing.kick();
    await t.app.marketing.idle();
    expect(received).toHaveLength(0);

    t.clock.advance(61_000);
    t.app.marketing.kick();
    await t.app.marketing.idle();
    expect(received.map((r) => r.body['mauticform[why_partner_with_us]'])).toEqual([
      'I want to play more shows in the Bay.',
    ]);
    [row] = await stored(t);
    expect(row).toMatchObject({ forwardAttempts: 2, lastError: null });
    expect(row!.forwardedAt).not.toBeNull();
  });

  it('fails the forward, rather than hanging, when the tool cannot be reached at all', async () => {
    const gone = Fastify();
    await gone.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gone.server.address() as { port: number };
    await gone.close();
    const forwarder = createMauticForwarder({ formUrl: `http://127.0.0.1:${port}/form/submit`, timeoutMs: 2000 });
    await expect(forwarder.forward({ formId: 7, fields: { email: 'nia@example.com' } })).rejects.toThrow();
  });
});
