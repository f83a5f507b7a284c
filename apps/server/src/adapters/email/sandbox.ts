import nodemailer from 'nodemailer';
import type { EmailTransport } from './transport';

/**
 * Sandbox: nodemailer builds the full message but delivers nowhere. The stored outbox is the
 * mailbox, listed on /dev/mailbox, so every link a member would receive can be followed offline.
 */
export function createSandboxTransport(): EmailTransport {
  return nodemailer.createTransport({ jsonTransport: true });
}
