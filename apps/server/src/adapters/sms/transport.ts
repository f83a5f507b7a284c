import type { PhoneVerifyMethod } from '@stagepass/domain/phone';

export interface OutgoingSms {
  /** E.164. */
  to: string;
  text: string;
  /** 'call' reads the text aloud in a voice call. */
  method: PhoneVerifyMethod;
}

/** What every SMS adapter is: one delivery, which throws when the provider refuses it. */
export interface SmsTransport {
  readonly kind: 'sandbox' | 'twilio';
  send(message: OutgoingSms): Promise<void>;
}
