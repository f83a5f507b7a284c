import { expect } from 'vitest';
import type { RedirectRequestType } from '@stagepass/domain/account-codes';
import type { TestApp } from './test-app';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The sandbox mailbox, newest first, once queued mail is delivered. */
export async function mailbox(t: TestApp): Promise<Mail[]> {
  await t.app.mailer.idle();
  return (await t.app.inject({ url: '/dev/mailbox.json' })).json() as Mail[];
}

/** The newest mail to an address, or undefined. */
export async function lastMailTo(t: TestApp, email: string): Promise<Mail | undefined> {
  return (await mailbox(t)).find((m) => m.to === email.toLowerCase());
}

/** The code of the /redirect/{requestType}/{code} link in a mail (spec 000 §2.8); fails the test when absent. */
export function linkCode(mail: Mail | undefined, requestType: RedirectRequestType): string {
  const match = mail?.text.match(new RegExp(`/redirect/${requestType}/([A-Za-z0-9]+)`));
  expect(match, `a /redirect/${requestType}/ link in ${mail?.subject ?? 'no mail'}`).toBeTruthy();
  return match![1]!;
}

/** The newest /redirect/{requestType} code mailed to an address. */
export async function mailedCode(t: TestApp, email: string, requestType: RedirectRequestType): Promise<string> {
  return linkCode(await lastMailTo(t, email), requestType);
}

/**
 * Email registration as the client does it (spec 000 §4, §2.8): request_registration, the mailed
 * regemail link, claim_code → auth_user.registration_token, the proof create_user needs.
 */
export async function confirmEmail(t: TestApp, email: string): Promise<string> {
  const requested = await t.call('request_registration', { email });
  expect(requested.status).toBe(200);
  const claimed = await t.call('claim_code', { type: 'REGISTRATION', code: await mailedCode(t, email, 'regemail') });
  expect(claimed.status).toBe(200);
  expect(claimed.body.data.auth_user?.email).toBe(email.trim().toLowerCase());
  return claimed.body.data.auth_user.registration_token as string;
}

/** Registers through the emailed link and create_user; returns create_user's response. */
export async function register(t: TestApp, userData: Record<string, unknown> & { email: string }) {
  const registration_token = await confirmEmail(t, userData.email);
  return t.call('create_user', { userData: { ...userData, registration_token } });
}

/** Signs in and returns the session token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.call('login', { username: email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session as string;
}

/**
 * Verifies a number as the phone dialogs do: send a code, read it from the sandbox phone, verify it. Signed in,
 * the number becomes the member's phone. The srv_sid of the verification.
 */
export async function verifyPhoneByCode(t: TestApp, phone: string, session?: string): Promise<string> {
  const sent = await t.call('auth_send_phone_token', { phone, method: 'sms' }, session);
  expect(sent.status).toBe(200);
  const [latest] = (await t.app.inject({ url: '/dev/sms.json' })).json() as { text: string }[];
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  const srv_sid = sent.body.data.srv_sid as string;
  const res = await t.call('auth_verify_phone_code', { phone, code, srv_sid }, session);
  expect(res.status).toBe(200);
  return srv_sid;
}
