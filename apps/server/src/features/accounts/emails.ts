import type { OutgoingEmail } from '../../adapters/email/outbox';
import type { Member } from './accounts-repository';

export function welcomeEmail(member: Pick<Member, 'email' | 'name'>, publicUrl: string): OutgoingEmail {
  const dashboard = new URL('/dash/welcome', publicUrl).toString();
  return {
    to: member.email,
    subject: 'Welcome to Stagepass',
    text: `Hi ${member.name},\n\nYour Stagepass account is ready. Your time is now: ${dashboard}\n\nHost events. Book talent. Sell tickets.\n`,
    html: `<p>Hi ${escapeHtml(member.name)},</p><p>Your Stagepass account is ready. <a href="${dashboard}">Go to your dashboard</a>.</p><p>Host events. Book talent. Sell tickets.</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
