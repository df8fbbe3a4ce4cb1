/**
 * Settlement accounts and the payout account's cooling-off (issue 24 §2), as the marketplace's
 * payout API would enforce them:
 * - GET /partner-payout/v1/settlement-accounts?partnerId= — owner and earnings managers read;
 *   each account says whether payouts made now go to it (sandbox/rules/payout-account.ts at
 *   the sandbox clock, so tests can let 48 hours pass).
 * - POST /partner-payout/v1/confirmation-codes — the owner only: texts a 4-digit code that
 *   confirms one change instead of the password (for owners who sign in by phone; otp-codes.ts).
 * - POST /partner-payout/v1/settlement-accounts — the owner only, with their password entered
 *   again (422 `WrongPassword` on the `password` field) or a confirmation code (400 on
 *   `otp_code`): adds an account; the first one, or one added with `make_payout`, becomes the
 *   payout account after 48 hours of cooling-off.
 * - POST /partner-payout/v1/settlement-accounts/:id/make-payout — the owner only, with the
 *   password or a confirmation code: choose another account for payouts (cooling-off too).
 * - Every change texts and emails the owner at once (the outbox) with a link to cancel it:
 *   GET /v1/payout-account-changes/:token says what the change is (no sign-in: the 128-bit token
 *   is the link, looked up by its SHA-256), POST …/cancel restores the previous payout account
 *   while the change is still cooling off (409 `ChangeNotPending` otherwise, with the state).
 */
import { maskAccountNumber } from '../../contract/constants.js';
import { Router, type Request } from 'express';
import { and, eq, ne } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { ApiError, alreadyExists, forbidden, h, notFound, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { randomToken, sha256, verifyPassword } from '../lib/crypto.js';
import { recipientLanguage, send as sendMessage } from '../outbox.js';
import { messageDateTime, payoutAlert, payoutCancelledEmail, payoutCodeSms } from '../words/notify.js';
import { preferencesOf } from '../reminders.js';
import { recordActivity } from '../activity.js';
import { issueCode, OTP_RESEND_MS, OTP_TTL_MS, useCode } from '../otp-codes.js';
import { COOLING_OFF_MS, coolingOff } from '../rules/payout-account.js';
import { accountFacts as facts, accountsOf, payoutAccountAmong, payoutAccountOf } from '../settlement.js';
import type { SandboxContext } from '../app.js';
import { EARNINGS_ROLES } from './money-shared.js';
import { resolveAccountName } from './banks.js';

type Account = typeof s.settlementAccounts.$inferSelect;

/** A phone as the owner recognises it, all but its last 4 digits hidden: '+2348030000008' → '+234 *** *** 0008'. */
export const maskPhone = (e164: string) => {
  const ng = /^\+234\d{6}(\d{4})$/.exec(e164);
  return ng ? `+234 *** *** ${ng[1]}` : maskAccountNumber(e164);
};

const masked = (row: { account: Account; bank: string } | null | undefined) =>
  row ? { bank_name: row.bank, account_name: row.account.accountName, account_number: maskAccountNumber(row.account.accountNumber) } : null;

/** A settlement account as the API answers it; `paidNow`: the account payouts go to now. */
const accountJson = (a: Account, bankName: string, paidNow: number | null) => ({
  id: a.id,
  bank_code: a.bankCode,
  bank_name: bankName,
  account_number: a.accountNumber,
  account_name: a.accountName,
  is_default: Boolean(a.isDefault),
  created_at: a.createdAt,
  status: a.status,
  active_from: a.activeFrom,
  receives_payouts: paidNow === a.id,
});

/**
 * Make `account` the partner's payout account from 48 hours on (clock time), remembering the
 * one before, and tell the owner at once by SMS and email with a link to cancel.
 */
function choose({ db, clock, portalUrl }: SandboxContext, partnerId: number, account: Account, bankName: string, owner: typeof s.users.$inferSelect, companyName: string): void {
  const now = clock.now();
  const before = payoutAccountOf(db, partnerId, now) ?? accountsOf(db, partnerId).find((x) => x.account.isDefault && x.account.id !== account.id) ?? null;
  const token = randomToken(16);
  const activeFrom = new Date(now + COOLING_OFF_MS).toISOString();
  const what = `${bankName} ${maskAccountNumber(account.accountNumber)}`;
  const beforeWhat = before ? `${before.bank} ${maskAccountNumber(before.account.accountNumber)}` : null;
  db.transaction((tx) => {
    recordActivity(tx, {
      partnerId,
      actor: owner,
      kind: 'account.payout_chosen',
      subject: what,
      detail:
        before && before.account.id !== account.id
          ? { text: 'Payouts go to it from {{date}} (Lagos time); until then to {{before}}', values: { date: messageDateTime(Date.parse(activeFrom)), before: beforeWhat! } }
          : { text: 'Payouts go to it from {{date}} (Lagos time); held until then', values: { date: messageDateTime(Date.parse(activeFrom)) } },
    });
    tx.update(s.settlementAccounts).set({ isDefault: 0 }).where(eq(s.settlementAccounts.partnerId, partnerId)).run();
    tx.update(s.settlementAccounts)
      .set({
        isDefault: 1,
        status: 'cooling_off',
        activeFrom,
        previousAccountId: before && before.account.id !== account.id ? before.account.id : null,
        cancelTokenHash: sha256(token),
        cancelledAt: null,
      })
      .where(eq(s.settlementAccounts.id, account.id))
      .run();
  });
  const link = `${portalUrl()}/payout-account/cancel/${token}`;
  // In the owner's language (issue 51 §4), naming the account's holder as the cancel page does; the SMS one segment (§5).
  const alert = payoutAlert(
    recipientLanguage(owner.language),
    { company: companyName, account: what, holder: account.accountName, from: Date.parse(activeFrom), before: before && before.account.id !== account.id ? beforeWhat : null, link },
    preferencesOf(db, partnerId).plain_letters,
  );
  if (owner.phone) sendMessage(db, { to: owner.phone, channel: 'sms', subject: alert.smsSubject, body: alert.sms, link });
  sendMessage(db, { to: owner.email, channel: 'email', subject: alert.emailSubject, body: alert.email, link });
}

export function payoutAccountsRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx;
  const r = Router();
  const auth = requireAuth(db);

  /** The owner (else 403) of `partnerId`. */
  const ownerOf = (req: Request, partnerId: string) => {
    const user = userOf(req);
    const access = partnerAccess(db, user, partnerId, EARNINGS_ROLES);
    if (!access.isOwner) throw forbidden('Only the partner owner can add or change the payout account');
    return { user, partner: access.partner };
  };

  /**
   * The owner, confirmed by the password entered again (else 422 `WrongPassword` on the
   * `password` field) or by a payout confirmation code of theirs (else 400 on `otp_code`:
   * otp-codes.ts `useCode`).
   */
  const ownerConfirmed = (req: Request, body: { partnerId: string; password?: string; confirmation?: { reference_id: string; otp_code: string } }) => {
    const owner = ownerOf(req, body.partnerId);
    if (body.confirmation) useCode(db, body.confirmation.reference_id, body.confirmation.otp_code, { purpose: 'payout', userId: owner.user.id, field: 'otp_code' });
    else if (!verifyPassword(body.password ?? '', owner.user.passwordHash)) throw new ApiError(422, 'The password is incorrect', 'WrongPassword', { password: ['The password is incorrect'] });
    return owner;
  };

  r.post(
    '/partner-payout/v1/confirmation-codes',
    auth,
    h((req, res) => {
      const body = validate(contract.payoutConfirmationCodeRequest, req.body);
      const { user, partner } = ownerOf(req, body.partnerId);
      if (!user.phone) throw new ApiError(422, 'Your account has no phone number: confirm with your password', 'NoPhone');
      const { referenceId, code } = issueCode(db, { userId: user.id, phone: user.phone, purpose: 'payout' });
      const sms = payoutCodeSms(recipientLanguage(user.language), partner.companyName, code, preferencesOf(db, partner.id).plain_letters);
      sendMessage(db, { to: user.phone, channel: 'sms', subject: sms.subject, body: sms.body, code });
      res.status(201).json({ data: { reference_id: referenceId, phone: maskPhone(user.phone), resend_after: OTP_RESEND_MS / 1000, expires_in: OTP_TTL_MS / 1000 } });
    }),
  );

  r.get(
    '/partner-payout/v1/settlement-accounts',
    auth,
    h((req, res) => {
      const { partner } = partnerAccess(db, userOf(req), validate(queries.settlementAccounts, req.query).partnerId, EARNINGS_ROLES);
      const rows = accountsOf(db, partner.id);
      const paid = payoutAccountAmong(rows, clock.now())?.account.id ?? null;
      const ordered = [...rows.filter((x) => x.account.isDefault), ...rows.filter((x) => !x.account.isDefault)];
      res.json({ data: ordered.map(({ account, bank }) => accountJson(account, bank, paid)) });
    }),
  );

  r.post(
    '/partner-payout/v1/settlement-accounts',
    auth,
    h((req, res) => {
      const body = validate(contract.settlementAccountCreate, req.body);
      const { user, partner } = ownerConfirmed(req, body);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, body.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Unknown bank'] });
      const dup = db
        .select()
        .from(s.settlementAccounts)
        // Alike on purpose (issue 70 §4): a read of a partner’s accounts; the test switch has its own, for the tests only.
        .where(
          and(
            eq(s.settlementAccounts.partnerId, partner.id),
            eq(s.settlementAccounts.bankCode, bank.code),
            eq(s.settlementAccounts.accountNumber, body.account_number),
            // A cancelled change stays cancelled; the owner adds the account again as new (issue 31 §2).
            ne(s.settlementAccounts.status, 'cancelled'),
          ),
        )
        .get();
      if (dup) throw alreadyExists('This account has already been added');
      const first = accountsOf(db, partner.id).every((x) => x.account.status === 'cancelled' || !x.account.isDefault);
      const account = db.transaction((tx) => {
        const row = tx
          .insert(s.settlementAccounts)
          .values({
            partnerId: partner.id,
            bankCode: bank.code,
            accountNumber: body.account_number,
            accountName: resolveAccountName(body.account_number),
            isDefault: 0,
            createdAt: new Date(clock.now()).toISOString(),
          })
          .returning()
          .get();
        recordActivity(tx, { partnerId: partner.id, actor: user, kind: 'account.added', subject: `${bank.name} ${maskAccountNumber(row.accountNumber)}`, detail: row.accountName });
        return row;
      });
      if (first || body.make_payout) choose(ctx, partner.id, account, bank.name, user, partner.companyName);
      const saved = db.select().from(s.settlementAccounts).where(eq(s.settlementAccounts.id, account.id)).get()!;
      res.status(201).json({ data: accountJson(saved, bank.name, payoutAccountOf(db, partner.id, clock.now())?.account.id ?? null) });
    }),
  );

  r.post(
    '/partner-payout/v1/settlement-accounts/:id/make-payout',
    auth,
    h((req, res) => {
      const body = validate(contract.payoutAccountChoose, req.body);
      const { user, partner } = ownerConfirmed(req, body);
      const row = accountsOf(db, partner.id).find((x) => x.account.id === Number(req.params.id));
      if (!row) throw notFound('Settlement account');
      // A change the owner cancelled is never chosen again; adding it again makes a new account (issue 31 §2).
      if (row.account.status === 'cancelled')
        throw new ApiError(409, 'This account change was cancelled by the owner. Add the account again to use it.', 'AccountCancelled', { account_id: ['This account change was cancelled'] });
      // Already chosen, or already receiving the payouts while another cools off (undo that one with its cancel link).
      if (row.account.isDefault || payoutAccountOf(db, partner.id, clock.now())?.account.id === row.account.id)
        throw new ApiError(409, 'This account is already the payout account', 'AlreadyPayoutAccount');
      choose(ctx, partner.id, row.account, row.bank, user, partner.companyName);
      const saved = db.select().from(s.settlementAccounts).where(eq(s.settlementAccounts.id, row.account.id)).get()!;
      res.json({ data: accountJson(saved, row.bank, payoutAccountOf(db, partner.id, clock.now())?.account.id ?? null) });
    }),
  );

  return r;
}

/**
 * The owner's cancel link of a payout-account change (issue 24 §2): what it changes, and its
 * cancel, with no session (the link's token is the key).
 */
export function payoutChangesRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  /** The change a cancel link names, and its state at the clock's now. */
  const changeOf = (token: string) => {
    const account = /^[A-Za-z0-9_-]{16,64}$/.test(token)
      ? db
          .select()
          .from(s.settlementAccounts)
          .where(eq(s.settlementAccounts.cancelTokenHash, sha256(token)))
          .get()
      : undefined;
    if (!account) throw notFound('Payout account change');
    const partner = db.select().from(s.partners).where(eq(s.partners.id, account.partnerId)).get()!;
    const rows = accountsOf(db, partner.id);
    const now = clock.now();
    const state = account.status === 'cancelled' ? 'cancelled' : account.isDefault && coolingOff(facts(account), now) ? 'pending' : 'expired';
    return {
      account,
      partner,
      view: {
        state,
        partner: partner.companyName,
        account: masked(rows.find((x) => x.account.id === account.id))!,
        previous: masked(rows.find((x) => x.account.id === account.previousAccountId)),
        current: masked(payoutAccountOf(db, partner.id, now)),
        active_from: account.activeFrom,
      } as const,
    };
  };

  r.get(
    '/v1/payout-account-changes/:token',
    h((req, res) => {
      res.json({ data: changeOf(String(req.params.token)).view });
    }),
  );

  r.post(
    '/v1/payout-account-changes/:token/cancel',
    h((req, res) => {
      const { account, partner, view } = changeOf(String(req.params.token));
      if (view.state !== 'pending')
        throw new ApiError(409, view.state === 'cancelled' ? 'This change was already cancelled' : 'This change has already taken effect', 'ChangeNotPending', { state: [view.state] });
      const now = new Date(clock.now()).toISOString();
      db.transaction((tx) => {
        recordActivity(tx, {
          partnerId: partner.id,
          actor: null,
          actorLabel: 'The owner, by the cancel link',
          kind: 'account.change_cancelled',
          subject: `${view.account.bank_name} ${view.account.account_number}`,
          detail: view.previous
            ? { text: 'Payouts go to {{account}} again', values: { account: `${view.previous.bank_name} ${view.previous.account_number}` } }
            : { text: 'Payouts are held until an account is chosen' },
        });
        tx.update(s.settlementAccounts).set({ isDefault: 0, status: 'cancelled', cancelledAt: now }).where(eq(s.settlementAccounts.id, account.id)).run();
        if (account.previousAccountId) tx.update(s.settlementAccounts).set({ isDefault: 1 }).where(eq(s.settlementAccounts.id, account.previousAccountId)).run();
      });
      const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
      const after = changeOf(String(req.params.token)).view;
      if (owner) {
        const email = payoutCancelledEmail(recipientLanguage(owner.language), {
          company: partner.companyName,
          account: `${after.account.bank_name} ${after.account.account_number}`,
          current: after.current ? `${after.current.bank_name} ${after.current.account_number}` : null,
        });
        sendMessage(db, { to: owner.email, channel: 'email', subject: email.subject, body: email.body });
      }
      res.json({ data: after });
    }),
  );

  return r;
}
