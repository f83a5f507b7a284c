import type { SmsTransport } from './transport';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
  /** https://api.twilio.com unless pointed at a test server. */
  apiUrl: string;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Real delivery through Twilio's REST API: Messages for texts, Calls with TwiML <Say> for calls. */
export function createTwilioTransport(settings: TwilioSettings): SmsTransport {
  const base = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send({ to, text, method }) {
      const form: Record<string, string> =
        method === 'call'
          ? { To: to, From: settings.from, Twiml: `<Response><Say>${escapeXml(text)}</Say></Response>` }
          : { To: to, From: settings.from, Body: text };
      const res = await fetch(`${base}/${method === 'call' ? 'Calls' : 'Messages'}.json`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: number };
        throw new Error(`twilio answered ${res.status}: ${body.code ?? ''} ${body.message ?? ''}`.trim());
      }
    },
  };
}
