import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_PREFERENCES_SAVED,
  MARKETING_EMAIL_TYPES,
  UNKNOWN_MARKETING_EMAIL_TYPE,
} from '@stagepass/domain/marketing-emails';
import { marketingEmailExclusions } from '@stagepass/db/schema/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/account-flows';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';

let t: TestApp;
let fan: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await seedDemo(t.db, t.clock);
  fan = await signIn(t, 'fan@stagepass.test', DEMO_PASSWORD);
});

describe('marketing_email_types', () => {
  it('lists the types with id, name and description, to anyone', async () => {
    const res = await t.call('marketing_email_types', {});
    expect(res.status).toBe(200);
    expect(res.body.data.types).toEqual(MARKETING_EMAIL_TYPES);
    expect(res.body.data.types.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Events near you', 'New from talent you follow', 'Product news', 'Launch updates']),
    );
    expect(new Set(res.body.data.types.map((x: { id: number }) => x.id)).size).toBe(MARKETING_EMAIL_TYPES.length);
  });
});

describe('marketing_email_exclusions and update_marketing_email_exclusions', () => {
  it('needs a session', async () => {
    expect((await t.call('marketing_email_exclusions', {})).status).toBe(401);
    expect((await t.call('update_marketing_email_exclusions', { exclusions: [1] })).status).toBe(401);
  });

  it('starts with none, then replaces the set with each save', async () => {
    expect((await t.call('marketing_email_exclusions', {}, fan)).body).toEqual({ data: { exclusions: [] } });
    const saved = await t.call('update_marketing_email_exclusions', { exclusions: [3, 1, 3] }, fan);
    expect(saved.body).toEqual({ data: { exclusions: [1, 3], message: EMAIL_PREFERENCES_SAVED } });
    expect((await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions).toEqual([1, 3]);
    await t.call('update_marketing_email_exclusions', { exclusions: [2] }, fan);
    expect((await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions).toEqual([2]);
    await t.call('update_marketing_email_exclusions', { exclusions: [] }, fan);
    expect((await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions).toEqual([]);
  });

  it('keeps each member to their own exclusions', async () => {
    const talent = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    await t.call('update_marketing_email_exclusions', { exclusions: [4] }, fan);
    await t.call('update_marketing_email_exclusions', { exclusions: [1, 2] }, talent);
    expect((await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions).toEqual([4]);
    expect((await t.call('marketing_email_exclusions', {}, talent)).body.data.exclusions).toEqual([1, 2]);
  });

  it('refuses an unknown type id naming it, and changes nothing', async () => {
    await t.call('update_marketing_email_exclusions', { exclusions: [1] }, fan);
    const res = await t.call('update_marketing_email_exclusions', { exclusions: [2, 999] }, fan);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNKNOWN_MARKETING_EMAIL_TYPE, code: 'INVALID_INPUT', field: 'exclusions.1' });
    const notNumber = await t.call('update_marketing_email_exclusions', { exclusions: ['1'] }, fan);
    expect(notNumber.body.field).toBe('exclusions.0');
    expect((await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions).toEqual([1]);
  });

  it('applies concurrent saves one after the other', async () => {
    const results = await Promise.all(
      [[1, 2], [2, 3], [4], [1, 5], [3]].map((exclusions) =>
        t.call('update_marketing_email_exclusions', { exclusions }, fan),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const final = (await t.call('marketing_email_exclusions', {}, fan)).body.data.exclusions;
    expect(results.map((r) => JSON.stringify(r.body.data.exclusions))).toContain(JSON.stringify(final));
    expect(await t.db.select().from(marketingEmailExclusions)).toHaveLength(final.length);
  });
});
