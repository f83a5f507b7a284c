import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../adapters/email/outbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => escape(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The sandbox mailbox: every stored email, newest first. Not registered in production. */
export async function mailboxRoutes(app: FastifyInstance, mailer: Mailer) {
  app.get('/dev/mailbox.json', async () => {
    const mail = await mailer.list();
    return mail.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt }));
  });

  app.get('/dev/mailbox', async (_req, reply) => {
    const mail = await mailer.list();
    const items = mail
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(m.createdAt)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stagepass mailbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>Sandbox mailbox</h1><p>${mail.length} message(s), newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
