import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { nameFromUser } from './social-form-post';

const t = useTestApp({ seed: true });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const RETURN = 'http://127.0.0.1:3000/auth/login';

/** The hidden fields of the sandbox's answer page, and where its form posts them. */
function answerForm(html: string) {
  const action = /<form id="answer" method="post" action="([^"]+)"/.exec(html)?.[1];
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    ]),
  );
  return { action, fields };
}

describe('form post answers (spec 000 §7: the platform-vendor sign-in uses response_mode form_post)', () => {
  it('turns a posted answer into the sign-in page with code, state and the given name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: form,
      payload: new URLSearchParams({
        code: 'c0de-from-vendor',
        state: 'login:apple:nonce',
        user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@example.com' }),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location), 'http://x');
    expect(back.pathname).toBe('/auth/login');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      code: 'c0de-from-vendor',
      state: 'login:apple:nonce',
      name: 'Ada Lovelace',
    });
  });

  it('passes a cancelled answer on to Settings, Social Login as an error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dash/settings',
      headers: form,
      payload: 'error=user_cancelled_authorize&state=connect%3Aapple%3Anonce',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dash/settings?state=connect%3Aapple%3Anonce&error=user_cancelled_authorize');
  });

  it('answers an oversized field with an error, not a code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: form,
      payload: new URLSearchParams({ code: 'x'.repeat(5000), state: 's' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login?error=invalid_request');
  });

  it('reads the name only from the vendor JSON shape', () => {
    expect(nameFromUser('{"name":{"firstName":"Ada"}}')).toBe('Ada');
    expect(nameFromUser('{"email":"a@b.c"}')).toBeNull();
    expect(nameFromUser('not json')).toBeNull();
    expect(nameFromUser('{"name":"Ada"}')).toBeNull();
    expect(nameFromUser(undefined)).toBeNull();
  });

  it('keeps POST /api to JSON only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api', headers: form, payload: 'request=login' });
    expect(res.statusCode).toBe(415);
  });

  it('signs up with the sandbox platform vendor end to end: authorize, the posted answer, the exchange', async () => {
    const state = 'register:apple:n0nce';
    const start = await t.call('get_social_authorize_url', { provider: 'apple', redirect_uri: RETURN, state });
    const url = new URL(start.body.data.url);
    expect(url.searchParams.get('response_mode')).toBe('form_post');

    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.body).toContain('<input type="hidden" name="response_mode" value="form_post">');
    const allowed = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: form,
      payload: new URLSearchParams({
        redirect_uri: RETURN,
        state,
        response_mode: 'form_post',
        email: 'grace@example.com',
        name: 'Grace Brewster Hopper',
        decision: 'allow',
      }).toString(),
    });
    // The vendor's answer is a page that posts to the return address at once.
    expect(allowed.statusCode).toBe(200);
    expect(String(allowed.headers['content-security-policy'])).toContain("form-action 'self' http://127.0.0.1:3000");
    const { action, fields } = answerForm(allowed.body);
    expect(action).toBe(RETURN);
    expect(fields.state).toBe(state);
    expect(JSON.parse(fields.user!)).toEqual({
      name: { firstName: 'Grace', lastName: 'Brewster Hopper' },
      email: 'grace@example.com',
    });

    const posted = await t.app.inject({
      method: 'POST',
      url: new URL(action!).pathname,
      headers: form,
      payload: new URLSearchParams(fields).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const back = new URL(String(posted.headers.location), 'http://127.0.0.1:3000');
    expect(back.searchParams.get('name')).toBe('Grace Brewster Hopper');

    const exchanged = await t.call('get_apple_access_token', {
      code: back.searchParams.get('code')!,
      redirect_uri: RETURN,
      name: back.searchParams.get('name')!,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.data).toMatchObject({
      provider: 'apple',
      email: 'grace@example.com',
      name: 'Grace Brewster Hopper',
      unregistered: true,
    });
  });

  it('answers Cancel at the sandbox vendor by posting an error', async () => {
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/dev/oauth/apple/authorize',
      headers: form,
      payload: new URLSearchParams({
        redirect_uri: RETURN,
        state: 's1',
        response_mode: 'form_post',
        decision: 'deny',
      }).toString(),
    });
    const { fields } = answerForm(allowed.body);
    expect(fields).toEqual({ error: 'access_denied', state: 's1' });
  });
});
