import { randomBytes } from 'node:crypto';
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

function page(reply: FastifyReply, title: string, body: string, formTarget?: string, scriptNonce?: string) {
  reply.type('text/html; charset=utf-8');
  // The form posts here, then the answer redirects (or posts) to the client's return address: allow both.
  const targets = ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])].join(' ');
  const scripts = scriptNonce ? `; script-src 'nonce-${scriptNonce}'` : '';
  reply.header(
    'content-security-policy',
    `default-src 'self'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'${scripts}`,
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
 * The answer of a form_post provider, as the platform vendor sends it: a form that posts code (or error),
 * state and, when the person gave a name, `user` as JSON to the return address, submitted at once.
 */
function formPostAnswer(reply: FastifyReply, provider: SocialProvider, redirectUri: string, fields: Query) {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return page(
    reply,
    `Sign in with ${socialProviderLabel(provider)}`,
    `<p>Returning to Stagepass…</p>
<form id="answer" method="post" action="${escape(redirectUri)}">${inputs}<button type="submit">Continue</button></form>
<script nonce="${nonce}">document.getElementById('answer').submit();</script>`,
    redirectUri,
    nonce,
  );
}

/** The `user` field of a form_post answer: the name split as the platform vendor splits it, and the email. */
function formPostUser(name: string | null, email: string | null): string | undefined {
  if (!name) return undefined;
  const [firstName = '', ...rest] = name.split(/\s+/);
  return JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, ...(email ? { email } : {}) });
}

/**
 * The sandbox identity provider's pages (DESIGN.md §5), and the sandbox phone. Not registered in
 * production. OAuth 2 providers: /dev/oauth/{provider}/authorize returns to redirect_uri with `code`
 * and `state` (or error=access_denied), in the query, or posted when the provider answers by form post
 * (response_mode=form_post). Twitter (OAuth 1.0a): /dev/oauth/twitter/authenticate returns to the
 * request token's callback with oauth_token and oauth_verifier. Form bodies are parsed by @fastify/formbody
 * (registered in app.ts).
 */
export async function oauthDevRoutes(app: FastifyInstance, { sandbox, sms, config }: Deps) {
  app.get<{ Params: { provider: string }; Querystring: Query }>(
    '/dev/oauth/:provider/authorize',
    async (req, reply) => {
      const { provider } = req.params;
      const { redirect_uri: redirectUri = '', state = '', response_mode: mode } = req.query;
      if (!isSocialProvider(provider) || provider === 'twitter') return bad(reply, 'Unknown provider.');
      if (!isAllowedRedirect(redirectUri, config)) return bad(reply, 'That return address is not allowed.');
      const hidden = { redirect_uri: redirectUri, state, ...(mode === 'form_post' ? { response_mode: mode } : {}) };
      return page(
        reply,
        `Sign in with ${socialProviderLabel(provider)}`,
        identityForm(`/dev/oauth/${provider}/authorize`, provider, hidden),
        redirectUri,
      );
    },
  );

  app.post<{ Params: { provider: string }; Body: Query }>('/dev/oauth/:provider/authorize', async (req, reply) => {
    const { provider } = req.params;
    const { redirect_uri: redirectUri = '', state, email, name, decision, response_mode: mode } = req.body ?? {};
    if (!isSocialProvider(provider) || provider === 'twitter') return bad(reply, 'Unknown provider.');
    if (!isAllowedRedirect(redirectUri, config)) return bad(reply, 'That return address is not allowed.');
    const identity = { email: email?.trim() || null, name: name?.trim() || null };
    const answer: Query =
      decision === 'allow' ? { code: sandbox.issueCode(provider, identity, redirectUri) } : { error: 'access_denied' };
    if (state) answer.state = state;
    if (mode === 'form_post') {
      if (answer.code) answer.user = formPostUser(identity.name, identity.email);
      return formPostAnswer(reply, provider, redirectUri, answer);
    }
    const target = new URL(redirectUri);
    for (const [k, v] of Object.entries(answer)) if (v) target.searchParams.set(k, v);
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
