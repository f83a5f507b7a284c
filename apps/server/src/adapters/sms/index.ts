import { createSandboxSmsTransport } from './sandbox';
import type { SmsTransport } from './transport';
import { createTwilioTransport } from './twilio';

export interface SmsConfig {
  SMS_TWILIO_ACCOUNT_SID?: string | undefined;
  SMS_TWILIO_AUTH_TOKEN?: string | undefined;
  SMS_FROM?: string | undefined;
  SMS_TWILIO_API_URL: string;
}

/** DESIGN.md §5: the sandbox outbox by default, Twilio when its account, token and number are set. */
export function createSmsTransport(config: SmsConfig): SmsTransport {
  const { SMS_TWILIO_ACCOUNT_SID: accountSid, SMS_TWILIO_AUTH_TOKEN: authToken, SMS_FROM: from } = config;
  if (accountSid && authToken && from) {
    return createTwilioTransport({ accountSid, authToken, from, apiUrl: config.SMS_TWILIO_API_URL });
  }
  return createSandboxSmsTransport();
}
