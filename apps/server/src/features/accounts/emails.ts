import type { OutgoingEmail } from '../../adapters/email/outbox';
import type { Member } from './accounts-repository';

type Recipient = Pick<Member, 'email' | 'name'>;

const SIGN_OFF = 'The Stagepass team';
const TAGLINE = 'Host events. Book talent. Sell tickets.';
const ONCE_24H = 'The link works once and expires in 24 hours.';

export function welcomeEmail(member: Recipient, publicUrl: string): OutgoingEmail {
  const dashboard = new URL('/dash/welcome', publicUrl).toString();
  return {
    to: member.email,
    subject: 'Welcome to Stagepass',
    text: `Hi ${member.name},\n\nYour Stagepass account is ready. Your time is now: ${dashboard}\n\nHost events. Book talent. Sell tickets.\n`,
    html: `<p>Hi ${escapeHtml(member.name)},</p><p>Your Stagepass account is ready. <a href="${dashboard}">Go to your dashboard</a>.</p><p>Host events. Book talent. Sell tickets.</p>`,
  };
}

/** spec 000 §4: the confirmation email of email registration (link /redirect/regemail/{code}). */
export function registrationEmail(email: string, link: string): OutgoingEmail {
  return compose(email, 'Confirm your email address for Stagepass', null, {
    before: ['Thanks for signing up for Stagepass! Confirm your email address to finish creating your account.'],
    action: { label: 'Confirm my email address', url: link },
    after: [
      `${ONCE_24H} If you already have an account with this address, the link takes you back to sign in.`,
      "If you didn't ask to join Stagepass, you can ignore this email: no account is created until you finish signing up.",
    ],
  });
}

/** spec 000 §4: forgot password (link /redirect/rstpwd/{code}). */
export function resetPasswordEmail(member: Recipient, link: string): OutgoingEmail {
  return compose(member.email, 'Reset your Stagepass password', member.name, {
    before: ['We received a request to reset the password of your Stagepass account.'],
    action: { label: 'Choose a new password', url: link },
    after: [
      `${ONCE_24H} Setting a new password signs you out on every device.`,
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
  });
}

/** Sent to the NEW address of an email change (link /redirect/updateemail/{code}). */
export function changeEmailEmail(member: Recipient, newEmail: string, link: string): OutgoingEmail {
  return compose(newEmail, 'Confirm your new Stagepass email address', member.name, {
    before: [`You asked to change the email address you sign in to Stagepass with to ${newEmail}.`],
    action: { label: 'Confirm my new email address', url: link },
    after: [
      `${ONCE_24H} Once confirmed, you will be signed out everywhere and sign in with ${newEmail} from then on.`,
      "If you didn't ask for this, ignore this email and nothing will change.",
    ],
  });
}

/** Sent to the OLD address once an email change is done, so a hijacked account does not go unnoticed. */
export function emailChangedNotice(member: Recipient, newEmail: string): OutgoingEmail {
  return compose(member.email, 'Your Stagepass email address was changed', member.name, {
    before: [
      `The email address of your Stagepass account was changed to ${newEmail}. You now sign in with that address.`,
      "If this wasn't you, reply to this email right away so we can secure your account.",
    ],
  });
}

/** Sent after a password reset or change. */
export function passwordChangedNotice(member: Recipient): OutgoingEmail {
  return compose(member.email, 'Your Stagepass password was changed', member.name, {
    before: [
      'The password of your Stagepass account was just changed, and other devices were signed out.',
      "If this wasn't you, reset your password from the sign-in page now and reply to this email so we can help.",
    ],
  });
}

/** spec 000 §4: reactivation (link /redirect/reactivate/{code}). */
export function reactivateEmail(member: Recipient, link: string): OutgoingEmail {
  return compose(member.email, 'Reactivate your Stagepass account', member.name, {
    before: ['Welcome back! Your Stagepass account is deactivated. Reactivate it to sign in again.'],
    action: { label: 'Reactivate my account', url: link },
    after: [`${ONCE_24H} If you didn't ask for this, ignore this email and your account stays deactivated.`],
  });
}

/** Deletion asks for the emailed link (/redirect/delete/{code}), so a borrowed session cannot delete an account. */
export function deleteAccountEmail(member: Recipient, link: string): OutgoingEmail {
  return compose(member.email, 'Confirm deleting your Stagepass account', member.name, {
    before: [
      'You asked to delete your Stagepass account. Deleting it removes your profile, your username and your sign-in, and cannot be undone.',
    ],
    action: { label: 'Delete my account', url: link },
    after: [
      `${ONCE_24H} If you only want a break, you can deactivate your account in Settings instead and reactivate it any time.`,
      "If you didn't ask for this, ignore this email and change your password: your account stays as it is.",
    ],
  });
}

export function accountDeletedNotice(member: Recipient): OutgoingEmail {
  return compose(member.email, 'Your Stagepass account was deleted', member.name, {
    before: [
      'Your Stagepass account has been deleted and you have been signed out everywhere.',
      "You're welcome back any time: you can sign up again with this email address.",
    ],
  });
}

interface Body {
  before: string[];
  action?: { label: string; url: string };
  after?: string[];
}

/** One layout for every account email: a plain-text part that reads on its own and a simple HTML part. */
export function compose(to: string, subject: string, name: string | null, body: Body): OutgoingEmail {
  const greeting = name ? `Hi ${name},` : 'Hi there,';
  const after = body.after ?? [];
  const text = [
    greeting,
    ...body.before,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...after,
    `${SIGN_OFF}\n${TAGLINE}`,
  ].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const button = body.action
    ? `<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 18px;background:#7048e8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="color:#666;font-size:13px">Or paste this link into your browser: ${escapeHtml(body.action.url)}</p>`
    : '';
  const html =
    `<div style="font-family:system-ui,sans-serif;max-width:560px">` +
    [p(greeting), ...body.before.map(p), button, ...after.map(p), `<p>${SIGN_OFF}<br>${TAGLINE}</p>`].join('') +
    `</div>`;
  return { to, subject, text: `${text}\n`, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
