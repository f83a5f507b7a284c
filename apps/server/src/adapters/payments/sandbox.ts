import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { payoutOnboardingLinks, sandboxConnectAccounts, sandboxTransfers } from '@stagepass/db/schema/payments';
import type { Clock } from '../clock';
import type {
  AccountLink,
  AccountLinkRequest,
  NewPayoutAccount,
  PayoutAccountState,
  PayoutProvider,
  TransferRequest,
} from './payout-provider';

/** Onboarding links live 15 minutes and open once, like Stripe's account links. */
export const SANDBOX_LINK_TTL_MS = 15 * 60 * 1000;
/** Where the sandbox onboarding page is served (dev/connect.ts), below PUBLIC_URL. */
export const SANDBOX_ONBOARDING_PATH = '/dev/connect/onboard';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const randomId = (prefix: string) => {
  let id = '';
  for (let i = 0; i < 16; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}${id}`;
};

/** `acct_sbx_` and 16 letters and digits: shaped like Stripe's ids, and never one of them. */
export function newSandboxConnectId(): string {
  return randomId('acct_sbx_');
}

/** Records a sandbox account that has finished onboarding (seeds and tests: a member who can be paid out). */
export async function insertOnboardedSandboxAccount(
  db: Executor,
  account: { connectId: string; email: string; country: string; businessName: string; at: Date },
): Promise<void> {
  await db.insert(sandboxConnectAccounts).values({
    connectId: account.connectId,
    email: account.email,
    country: account.country,
    detailsSubmitted: true,
    businessName: account.businessName,
    bankLast4: '6789',
    createdAt: account.at,
  });
}

/** What the onboarding page asks for. */
export interface OnboardingDetails {
  businessName: string;
  routingNumber: string;
  accountNumber: string;
}

/** An onboarding link as the page sees it: open (the form), or stale (used or expired: go to refresh_url). */
export type OpenedLink =
  | {
      state: 'open';
      connectId: string;
      returnUrl: string;
      refreshUrl: string;
      email: string;
      businessName: string | null;
    }
  | { state: 'stale'; refreshUrl: string };

export interface SandboxAccountSummary {
  connectId: string;
  email: string;
  country: string;
  detailsSubmitted: boolean;
  businessName: string | null;
  bankLast4: string | null;
  createdAt: string;
  deletedAt: string | null;
}

/**
 * The payments sandbox's Connect (DESIGN.md §5): accounts and onboarding links kept in the database, and the local
 * onboarding page (dev/connect.ts) standing in for Stripe's hosted one. Submitting the page is what makes an
 * account enabled, as finishing Stripe's onboarding does in test mode.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** PUBLIC_URL: the onboarding links point at this server's /dev/connect page. */
    private readonly publicUrl: string,
  ) {}

  async createAccount({ email, country }: NewPayoutAccount): Promise<{ connectId: string }> {
    const connectId = newSandboxConnectId();
    await this.db
      .insert(sandboxConnectAccounts)
      .values({ connectId, email, country, createdAt: new Date(this.clock.now()) });
    return { connectId };
  }

  async createAccountLink({ connectId, returnUrl, refreshUrl }: AccountLinkRequest): Promise<AccountLink> {
    if (!(await this.findAccount(connectId))) throw new Error(`payments sandbox: no account ${connectId}`);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = now + SANDBOX_LINK_TTL_MS;
    await this.db.insert(payoutOnboardingLinks).values({
      tokenHash: sha256(token),
      connectId,
      returnUrl,
      refreshUrl,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    return { url: `${this.publicUrl.replace(/\/$/, '')}${SANDBOX_ONBOARDING_PATH}/${token}`, expiresAt };
  }

  async retrieveAccount(connectId: string): Promise<PayoutAccountState | null> {
    const account = await this.findAccount(connectId);
    if (!account) return null;
    // The sandbox asks for nothing more once the page has been submitted.
    const done = account.detailsSubmitted;
    return { enabled: done, restricted: !done, detailsSubmitted: done };
  }

  async deleteAccount(connectId: string): Promise<void> {
    await this.db
      .update(sandboxConnectAccounts)
      .set({ deletedAt: new Date(this.clock.now()) })
      .where(and(eq(sandboxConnectAccounts.connectId, connectId), isNull(sandboxConnectAccounts.deletedAt)));
  }

  /**
   * A transfer to an onboarded account, kept in sandbox_transfers. The idempotency key is unique there: of two calls
   * with one key, at the same time or not, one inserts and both answer its id (ON CONFLICT DO NOTHING, then the
   * row the first stored). Reusing a key for another transfer is refused, as Stripe refuses it.
   */
  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new Error(`payments sandbox: a transfer needs a positive amount, not ${request.amountCents}`);
    const account = await this.findAccount(request.connectId);
    if (!account?.detailsSubmitted)
      throw new Error(`payments sandbox: account ${request.connectId} cannot receive transfers`);
    const currency = request.currency.toLowerCase();
    const [inserted] = await this.db
      .insert(sandboxTransfers)
      .values({
        id: randomId('tr_sbx_'),
        destination: request.connectId,
        amountCents: request.amountCents,
        currency,
        idempotencyKey: request.idempotencyKey,
        description: request.description,
        metadata: request.metadata,
        createdAt: new Date(this.clock.now()),
      })
      .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey })
      .returning({ id: sandboxTransfers.id });
    if (inserted) return { transferId: inserted.id };
    const [first] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.idempotencyKey, request.idempotencyKey))
      .limit(1);
    if (!first) throw new Error(`payments sandbox: transfer ${request.idempotencyKey} neither inserted nor found`);
    if (
      first.destination !== request.connectId ||
      first.amountCents !== request.amountCents ||
      first.currency !== currency
    )
      throw new Error(
        `payments sandbox: idempotency key ${request.idempotencyKey} was used for another transfer (${first.id})`,
      );
    return { transferId: first.id };
  }

  // --- the onboarding page ---------------------------------------------------------------------

  /** The link behind a token: null when there is none (or its account is gone). */
  async openLink(token: string): Promise<OpenedLink | null> {
    const [row] = await this.db
      .select({
        connectId: payoutOnboardingLinks.connectId,
        returnUrl: payoutOnboardingLinks.returnUrl,
        refreshUrl: payoutOnboardingLinks.refreshUrl,
        expiresAt: payoutOnboardingLinks.expiresAt,
        usedAt: payoutOnboardingLinks.usedAt,
      })
      .from(payoutOnboardingLinks)
      .where(eq(payoutOnboardingLinks.tokenHash, sha256(token)))
      .limit(1);
    if (!row) return null;
    if (row.usedAt !== null || row.expiresAt.getTime() <= this.clock.now())
      return { state: 'stale', refreshUrl: row.refreshUrl };
    const account = await this.findAccount(row.connectId);
    if (!account) return null;
    return {
      state: 'open',
      connectId: row.connectId,
      returnUrl: row.returnUrl,
      refreshUrl: row.refreshUrl,
      email: account.email,
      businessName: account.businessName,
    };
  }

  /**
   * Finishes onboarding through a link: the link is spent (once, even when the form is posted twice at the same
   * time) and the account gets its details. The address to send the browser to: the return URL, or the refresh
   * URL when the link was already used or has expired; null when there is no such link.
   */
  async submitOnboarding(token: string, details: OnboardingDetails): Promise<string | null> {
    const now = new Date(this.clock.now());
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .update(payoutOnboardingLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(payoutOnboardingLinks.tokenHash, sha256(token)),
            isNull(payoutOnboardingLinks.usedAt),
            gt(payoutOnboardingLinks.expiresAt, now),
          ),
        )
        .returning({ connectId: payoutOnboardingLinks.connectId, returnUrl: payoutOnboardingLinks.returnUrl });
      if (!link) {
        const [stale] = await tx
          .select({ refreshUrl: payoutOnboardingLinks.refreshUrl })
          .from(payoutOnboardingLinks)
          .where(eq(payoutOnboardingLinks.tokenHash, sha256(token)))
          .limit(1);
        return stale?.refreshUrl ?? null;
      }
      const updated = await tx
        .update(sandboxConnectAccounts)
        .set({
          detailsSubmitted: true,
          businessName: details.businessName,
          bankLast4: details.accountNumber.slice(-4),
        })
        .where(and(eq(sandboxConnectAccounts.connectId, link.connectId), isNull(sandboxConnectAccounts.deletedAt)))
        .returning({ connectId: sandboxConnectAccounts.connectId });
      return updated.length > 0 ? link.returnUrl : null;
    });
  }

  /** Every sandbox account, newest first (the /dev/connect list). */
  async list(limit = 100): Promise<SandboxAccountSummary[]> {
    const rows = await this.db
      .select()
      .from(sandboxConnectAccounts)
      .orderBy(desc(sandboxConnectAccounts.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      connectId: r.connectId,
      email: r.email,
      country: r.country,
      detailsSubmitted: r.detailsSubmitted,
      businessName: r.businessName,
      bankLast4: r.bankLast4,
      createdAt: r.createdAt.toISOString(),
      deletedAt: r.deletedAt?.toISOString() ?? null,
    }));
  }

  /** The latest transfers to connected accounts (payouts), newest first (the /dev/connect list). */
  async transfers(limit = 50) {
    return this.db.select().from(sandboxTransfers).orderBy(desc(sandboxTransfers.createdAt)).limit(limit);
  }

  private async findAccount(connectId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxConnectAccounts)
      .where(and(eq(sandboxConnectAccounts.connectId, connectId), isNull(sandboxConnectAccounts.deletedAt)))
      .limit(1);
    return row ?? null;
  }
}
