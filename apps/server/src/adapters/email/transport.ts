import type { Transporter } from 'nodemailer';

/** What every email adapter is: a nodemailer transport. */
export type EmailTransport = Transporter;
