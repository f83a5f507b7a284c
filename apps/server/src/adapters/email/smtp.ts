import nodemailer from 'nodemailer';
import type { EmailTransport } from './transport';

/** Real delivery through any SMTP server (SMTP_URL=smtp://user:pass@host:587). */
export function createSmtpTransport(url: string): EmailTransport {
  return nodemailer.createTransport(url);
}
