import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSocialProvider, socialProviderLabel, type SocialProvider } from '@stagepass/domain/social';
import type { Config } from '../config';
import { isAllowedRedirect } from '../adapters/oauth/redirect';
import type { SandboxIdentityProvider } from '../adapters/oauth/sandbox';
import type { SmsSender } from '../adapters/sms/outbox';
import { DEMO_ACCOUNTS } from '../seed/demo';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Query = Record<string, string | undefined>;

interface Deps {
  sandbox: SandboxIdentityProvider;
  sms: SmsSender;
  config: Config;
}

function page(reply: FastifyReply, title: string, body: string, formTarget?: string) {
  reply.type('text/html; charset=utf-8');
  // The form posts here, then the answer redirects to the client's return address: allow both.
  const targets = ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])].join(' ');
  reply.header(
    'content-security-policy',
    `default-src 'self'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1.2rem}.note{color:#666}article{border-bottom:1px solid #ddd;padding:.6rem 0}</style>
</head><body>${body}</body></html>`;
}

function bad(reply: FastifyReply, message: string) {
  reply.code(400);
  return page(reply, 'Sandbox sign-in', `<h1>Sandbox sign-in</h1><p>${escape(message)}</p>`);
}

function identityForm(action: string, provider: SocialProvider, hidden: Record<string, string>) {
  const label = socialProviderLabel(provider);
  const demo = DEMO_ACCOUNTS.map((a) => `<option value="${escape(a.email)}">${escape(a.name)}</option>`).join('');
  const fields = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return `<h1>Sign in with ${escape(label)}</h1>
<p class="note">Sandbox identity provider: no ${escape(label)} account is used. Choose who you are at ${escape(label)};
the same email is always the same ${escape(label)} account. Leave the email empty to be an account without one.</p>
<form method="post" action="${escape(action)}">${fields}
<label for="email">Email at ${escape(label)}</label><input id="email" name="email" type="text" list="demo" autocomplete="off" placeholder="you@example.com">
<datalist id="demo">${demo}</datalist>
<label for="name">Name</label><input id="name" name="name" type="text" placeholder="Your Name">
<button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Cancel</button>
</form>`;
}

/**
 * The sandbox identity provider's pages (DESIGN.md §5), and the sandbox phone. Not registered in
 * production. OAuth 2 providers: /dev/oauth/{provider}/authorize returns to redirect_uri with `code`
 * and `state` (or error=access_denied). Twitter (OAuth 1.0a): /dev/oauth/twitter/authenticate returns
 * to the request token's callback with oauth_token and oauth_verifier.
 */
export async function oauthDevRoutes(app: FastifyInstance, { sandbox, sms, config }: Deps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { provider: string }; Querystring: Query }>(
    '/dev/oauth/:provider/authorize',
    async (req, reply) => {
      const { provider } = req.params;
      const { redirect_uri: redirectUri = '', state = '' } = req.query;
      if (!isSocialProvider(provider) || provider === 'twitter') return bad(reply, 'Unknown provider.');
      if (!isAllowedRedirect(redirectUri, config)) return bad(reply, 'That return address is not allowed.');
      return page(
        reply,
        `Sign in with ${socialProviderLabel(provider)}`,
        identityForm(`/dev/oauth/${provider}/authorize`, provider, { redirect_uri: redirectUri, state }),
        redirectUri,
      );
    },
  );

  app.post<{ Params: { provider: string }; Body: Query }>('/dev/oauth/:provider/authorize', async (req, reply) => {
    const { provider } = req.params;
    const { redirect_uri: redirectUri = '', state, email, name, decision } = req.body ?? {};
    if (!isSocialProvider(provider) || provider === 'twitter') return bad(reply, 'Unknown provider.');
    if (!isAllowedRedirect(redirectUri, config)) return bad(reply, 'That return address is not allowed.');
    const target = new URL(redirectUri);
    if (decision === 'allow') {
      const code = sandbox.issueCode(
        provider,
        { email: email?.trim() || null, name: name?.trim() || null },
        redirectUri,
      );
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (state) target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });

  app.get<{ Querystring: Query }>('/dev/oauth/twitter/authenticate', async (req, reply) => {
    const token = req.query.oauth_token ?? '';
    const callback = sandbox.callbackFor(token);
    if (!callback) return bad(reply, 'This sign-in link has expired. Please start again.');
    return page(
      reply,
      'Sign in with Twitter',
      identityForm('/dev/oauth/twitter/authenticate', 'twitter', { oauth_token: token }),
      callback,
    );
  });

  app.post<{ Body: Query }>('/dev/oauth/twitter/authenticate', async (req, reply) => {
    const { oauth_token: token = '', email, name, decision } = req.body ?? {};
    const callback = sandbox.callbackFor(token);
    if (!callback) return bad(reply, 'This sign-in link has expired. Please start again.');
    const target = new URL(callback);
    if (decision === 'allow') {
      const verifier = sandbox.issueVerifier(token, { email: email?.trim() || null, name: name?.trim() || null });
      target.searchParams.set('oauth_token', token);
      target.searchParams.set('oauth_verifier', verifier);
    } else {
      target.searchParams.set('denied', token);
    }
    return reply.redirect(target.toString(), 302);
  });

  // The sandbox phone: every text and call, newest first, so codes can be read in test mode.
  app.get('/dev/sms.json', async () => {
    const messages = await sms.list();
    return messages.map(({ to, method, text, createdAt }) => ({ to, method, text, createdAt }));
  });

  app.get('/dev/sms', async (_req, reply) => {
    const messages = await sms.list();
    const items = messages
      .map(
        (m) =>
          `<article><strong>${escape(m.method === 'call' ? 'Call' : 'Text')} to ${escape(m.to)}</strong> · ${escape(m.createdAt)}<p>${escape(m.text)}</p></article>`,
      )
      .join('\n');
    return page(
      reply,
      'Sandbox phone',
      `<h1>Sandbox phone</h1><p>${messages.length} message(s), newest first.</p>${items || '<p>No messages yet.</p>'}`,
    );
  });
}
