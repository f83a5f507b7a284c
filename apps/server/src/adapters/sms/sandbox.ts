import type { SmsTransport } from './transport';

/**
 * Sandbox: nothing leaves the machine. The outbox row (channel 'sms') is the message, listed at
 * /dev/sms, so a verification code can be read there in test mode.
 */
export function createSandboxSmsTransport(): SmsTransport {
  return { kind: 'sandbox', send: async () => {} };
}
