import { formatMoney } from '@stagepass/domain/format';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SANDBOX_ONBOARDING_PATH,
  type OnboardingDetails,
  type SandboxPayoutProvider,
} from '../adapters/payments/sandbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLE = 'Stagepass payouts (sandbox)';
/** Stripe's test bank account (US): payouts to it succeed in test mode. */
export const TEST_ROUTING_NUMBER = '110000000';
export const TEST_ACCOUNT_NUMBER = '000123456789';

type Form = Record<string, string | undefined>;
type Problems = Partial<Record<'business_name' | 'routing_number' | 'account_number', string>>;

function page(reply: FastifyReply, body: string, formTarget?: string) {
  reply.type('text/html; charset=utf-8');
  // The form posts here and the answer redirects to the app's return address: allow both.
  const targets = ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])].join(' ');
  reply.header(
    'content-security-policy',
    `default-src 'self'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${TITLE}</title>
<style>body{font:15px system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem}label{display:block;margin:1rem 0 .2rem;font-weight:600}input{width:100%;padding:.5rem;box-sizing:border-box}.hint,.note{color:#555;margin:.2rem 0}.error{color:#b00020;margin:.2rem 0}input[aria-invalid=true]{border:2px solid #b00020}.actions{margin-top:1.4rem;display:flex;gap:1rem;align-items:center}button{padding:.5rem 1.4rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd}</style>
</head><body><main>${body}</main></body></html>`;
}

function field(name: keyof Problems, label: string, value: string, problems: Problems, extra: string, hint?: string) {
  const problem = problems[name];
  const described = [hint ? `${name}_hint` : '', problem ? `${name}_error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escape(label)}</label>
${hint ? `<p class="hint" id="${name}_hint">${escape(hint)}</p>` : ''}<input id="${name}" name="${name}" value="${escape(value)}" required${extra}${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}>
${problem ? `<p class="error" id="${name}_error">${escape(problem)}</p>` : ''}`;
}

function onboardingForm(
  token: string,
  link: { connectId: string; email: string; returnUrl: string },
  values: { businessName: string; routingNumber: string; accountNumber: string },
  problems: Problems = {},
) {
  const count = Object.keys(problems).length;
  return `<h1>${TITLE}</h1>
<p class="note">This page stands in for Stripe's hosted Connect onboarding: the payments sandbox is on, so nothing is
sent to Stripe and no money moves. Stripe's test bank details are filled in.</p>
<p>Payout account <code>${escape(link.connectId)}</code> for ${escape(link.email)}</p>
${count ? `<p class="error" role="alert">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} below.</p>` : ''}
<form method="post" action="${SANDBOX_ONBOARDING_PATH}/${escape(token)}" novalidate>
${field('business_name', 'Business or display name', values.businessName, problems, ' autocomplete="organization" maxlength="100"')}
${field('routing_number', 'Routing number', values.routingNumber, problems, ' inputmode="numeric" autocomplete="off" maxlength="9"', `9 digits. Test number: ${TEST_ROUTING_NUMBER}.`)}
${field('account_number', 'Account number', values.accountNumber, problems, ' inputmode="numeric" autocomplete="off" maxlength="17"', `4 to 17 digits. Test number: ${TEST_ACCOUNT_NUMBER}.`)}
<div class="actions"><button type="submit">Submit</button><a href="${escape(link.returnUrl)}">Cancel</a></div>
</form>`;
}

/** The posted form's details, or what is wrong with them. */
export function readOnboardingForm(form: Form): { details: OnboardingDetails; problems: Problems } {
  const details = {
    businessName: (form.business_name ?? '').trim(),
    routingNumber: (form.routing_number ?? '').replace(/\s/g, ''),
    accountNumber: (form.account_number ?? '').replace(/\s/g, ''),
  };
  const problems: Problems = {};
  if (!details.businessName) problems.business_name = 'Please enter the business or display name.';
  else if (details.businessName.length > 100) problems.business_name = 'Please use at most 100 characters.';
  if (!/^\d{9}$/.test(details.routingNumber)) problems.routing_number = 'The routing number is 9 digits.';
  if (!/^\d{4,17}$/.test(details.accountNumber)) problems.account_number = 'The account number is 4 to 17 digits.';
  return { details, problems };
}

function notFound(reply: FastifyReply) {
  reply.code(404);
  return page(
    reply,
    `<h1>${TITLE}</h1><p>This onboarding link is not valid. Please start payout set-up again from Stagepass.</p>`,
  );
}

/**
 * The payments sandbox's onboarding page (DESIGN.md §5), playing Stripe Connect's hosted onboarding: an account
 * link opens the form once; submitting it finishes onboarding and returns to the link's return_url. A used or
 * expired link goes to its refresh_url, as Stripe's do. /dev/connect lists the sandbox's accounts. Not registered
 * in production, nor when Stripe is configured.
 */
export async function connectDevRoutes(app: FastifyInstance, sandbox: SandboxPayoutProvider) {
  app.get<{ Params: { token: string } }>(`${SANDBOX_ONBOARDING_PATH}/:token`, async (req, reply) => {
    const link = await sandbox.openLink(req.params.token);
    if (!link) return notFound(reply);
    if (link.state === 'stale') return reply.redirect(link.refreshUrl, 303);
    const values = {
      businessName: link.businessName ?? '',
      routingNumber: TEST_ROUTING_NUMBER,
      accountNumber: TEST_ACCOUNT_NUMBER,
    };
    return page(reply, onboardingForm(req.params.token, link, values), link.returnUrl);
  });

  app.post<{ Params: { token: string }; Body: Form }>(`${SANDBOX_ONBOARDING_PATH}/:token`, async (req, reply) => {
    const { token } = req.params;
    const { details, problems } = readOnboardingForm(req.body ?? {});
    if (Object.keys(problems).length > 0) {
      const link = await sandbox.openLink(token);
      if (!link) return notFound(reply);
      if (link.state === 'stale') return reply.redirect(link.refreshUrl, 303);
      reply.code(400);
      return page(reply, onboardingForm(token, link, details, problems), link.returnUrl);
    }
    const next = await sandbox.submitOnboarding(token, details);
    if (!next) return notFound(reply);
    return reply.redirect(next, 303);
  });

  app.get('/dev/connect', async (_req, reply) => {
    const [accounts, transfers] = await Promise.all([sandbox.list(), sandbox.transfers()]);
    const transferRows = transfers
      .map(
        (x) =>
          `<tr><td><code>${escape(x.id)}</code></td><td><code>${escape(x.destination)}</code></td><td>${escape(formatMoney(x.amountCents, x.currency.toUpperCase()))}</td><td>${escape(x.description)}</td><td>${escape(x.createdAt.toISOString())}</td></tr>`,
      )
      .join('\n');
    const rows = accounts
      .map(
        (a) =>
          `<tr><td><code>${escape(a.connectId)}</code></td><td>${escape(a.email)}</td><td>${a.deletedAt ? 'closed' : a.detailsSubmitted ? 'enabled' : 'onboarding not finished'}</td><td>${escape(a.businessName ?? '')}</td><td>${a.bankLast4 ? `…${escape(a.bankLast4)}` : ''}</td><td>${escape(a.createdAt)}</td></tr>`,
      )
      .join('\n');
    return page(
      reply,
      `<h1>${TITLE}</h1>
<p class="note">The payments sandbox's Connect accounts, newest first. Onboarding opens at ${SANDBOX_ONBOARDING_PATH}/…
from Set up payouts in the app; it stands in for Stripe's hosted onboarding.</p>
${
  accounts.length
    ? `<table><caption>${accounts.length} account(s)</caption><thead><tr><th scope="col">Account</th><th scope="col">Email</th><th scope="col">State</th><th scope="col">Business</th><th scope="col">Bank</th><th scope="col">Opened</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No payout accounts yet.</p>'
}
<h2>Transfers</h2>
<p class="note">Payouts paid to the accounts (ticket revenue, 3 days after each event), newest first.</p>
${
  transfers.length
    ? `<table><caption>${transfers.length} transfer(s)</caption><thead><tr><th scope="col">Transfer</th><th scope="col">To</th><th scope="col">Amount</th><th scope="col">For</th><th scope="col">Made</th></tr></thead><tbody>${transferRows}</tbody></table>`
    : '<p>No transfers yet.</p>'
}`,
    );
  });
}
