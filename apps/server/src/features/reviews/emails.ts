import type { OutgoingEmail } from '../../adapters/email/outbox';
import { compose } from '../accounts/emails';

/** spec 001 §7 request_rec: the email with the /redirect/recreq/{code} link (spec 000 §2.8). */
export function recommendationRequestEmail(to: string, byName: string, link: string): OutgoingEmail {
  return compose(to, `${byName} asked you for a recommendation on Stagepass`, null, {
    before: [
      `${byName} would like you to write a recommendation for their Stagepass profile, where businesses look for talent to book.`,
      'Sign in to Stagepass (or sign up: it is free), then open this link and write a few words about working with them.',
    ],
    action: { label: 'Write a recommendation', url: link },
    after: [
      'The link works once and expires in 24 hours. Once opened, the request waits on your dashboard until you write it.',
      `If you don't know ${byName}, you can ignore this email.`,
    ],
  });
}
