import type { Config } from '../../config';
import { createSandboxTransport } from './sandbox';
import { createSmtpTransport } from './smtp';
import type { EmailTransport } from './transport';

/** DESIGN.md §5: the sandbox by default, the real provider when configured. */
export function createEmailTransport(config: Pick<Config, 'SMTP_URL'>): EmailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createSandboxTransport();
}
