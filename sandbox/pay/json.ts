/**
 * Driver pay's answers (contract/driver-pay.ts): a driver's period as a pay run's row — worked out
 * now for an unpaid period, as frozen for a paid one — with its lines, each entry with its date,
 * note and who made it. Kobo throughout.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as contract from '../../contract/driver-pay.js';
import type { PayPeriod } from '../../contract/pay-periods.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { ruleOn, type Correction, type Rule } from './ledger.js';
import type { SlipItem } from './slip.js';
import type { EntryRow, OpenPeriod, PaymentRow } from './store.js';

type Row = z.input<typeof contract.payRunRow>;
type ItemJson = z.input<typeof contract.paySlipItem>;
type EntryJson = z.input<typeof contract.payEntry>;

/** The names of the users who made `ids` (entries, payments), by id. */
export function userNames(db: Db, ids: readonly (number | null | undefined)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (!wanted.length) return new Map();
  return new Map(
    db
      .select({ id: s.users.id, fname: s.users.fname, lname: s.users.lname })
      .from(s.users)
      .where(inArray(s.users.id, wanted))
      .all()
      .map((u) => [u.id, `${u.fname} ${u.lname}`]),
  );
}

/** An entry as the API answers it. `reversed`: the ids of the entries reversed by another. */
export const entryJson = (e: EntryRow, names: ReadonlyMap<number, string>, reversed: ReadonlySet<number>): EntryJson => ({
  id: e.id,
  kind: e.kind,
  amount_kobo: e.amountKobo,
  day: e.day,
  note: e.note,
  reverses_id: e.reversesId,
  reversed: reversed.has(e.id),
  by: e.createdByUserId === null ? null : (names.get(e.createdByUserId) ?? null),
  created_at: e.createdAt,
});

/** What the answers of one read need to word entries: each entry by id, who made them, which are reversed. */
export type EntryWords = { entries: ReadonlyMap<number, EntryRow>; names: ReadonlyMap<number, string>; reversed: ReadonlySet<number> };

const correctionJson = (c: Correction, words: EntryWords) => {
  const entry = c.entry_id === null ? undefined : words.entries.get(c.entry_id);
  return {
    cause: c.cause,
    corrects: c.corrects,
    trip: c.trip_id === null ? null : { id: c.trip_id, day: c.day },
    entry: entry ? entryJson(entry, words.names, words.reversed) : null,
  };
};

/** A slip's lines as the API answers them. */
export function itemsJson(items: readonly SlipItem[], rules: readonly Rule[], words: EntryWords): ItemJson[] {
  const entry = (id: number) => {
    const e = words.entries.get(id);
    return e ? entryJson(e, words.names, words.reversed) : null;
  };
  return items.flatMap((i): ItemJson[] => {
    if (i.type === 'pay') return [{ type: 'pay', rule: rules.find((r) => r.id === i.rule_id) ?? null, trips: i.trips, days: i.days, net_kobo: i.net_kobo, amount_kobo: i.amount_kobo }];
    if (i.type === 'bonus') {
      const e = entry(i.entry_id);
      return e ? [{ type: 'bonus', entry: e, amount_kobo: i.amount_kobo }] : [];
    }
    if (i.type === 'correction') return [{ type: 'correction', correction: correctionJson(i.correction, words), amount_kobo: i.amount_kobo }];
    if (i.type === 'reversal') {
      const e = entry(i.entry_id);
      const target = entry(i.reverses_id);
      return e && target ? [{ type: 'reversal', entry: e, reverses: target, amount_kobo: i.amount_kobo }] : [];
    }
    const d = i.debt;
    return [
      {
        type: 'debt',
        kind: d.kind,
        entry: d.entry_id === null ? null : entry(d.entry_id),
        correction: d.correction ? correctionJson(d.correction, words) : null,
        day: d.day,
        amount_kobo: d.amount_kobo,
        carried_in: i.carried_in,
        taken_kobo: i.taken_kobo,
        left_kobo: i.left_kobo,
      },
    ];
  });
}

/** The transfer's own reference for a driver's period: unique per partner, driver and period start; letters, digits and hyphens (≤ 30). */
export const transferRef = (partnerId: number, driverId: number, periodStart: string) => `VP${partnerId}-${driverId}-${periodStart.replaceAll('-', '')}`;

/** What a row needs beside its slip: the driver, the rules, the entries' words, the account and the extras of the run. */
export type RowContext = {
  partnerId: number;
  driver: { id: number; name: string; first_name: string };
  rules: readonly Rule[];
  words: EntryWords;
  bank: Row['bank'];
  query?: Row['query'];
  statement?: Row['statement'];
  earlier?: PayPeriod | null;
  withItems: boolean;
};

/** An unpaid period of a driver as a run's row. */
export function openRowJson(o: OpenPeriod, ctx: RowContext): Row {
  const items = itemsJson(o.slip.items, ctx.rules, ctx.words);
  return {
    driver: ctx.driver,
    period: o.period,
    state: o.state,
    earlier: o.state === 'earlier_unpaid' ? (ctx.earlier ?? null) : null,
    on_the_road: o.unfinished,
    rule: ruleOn(ctx.rules, ctx.driver.id, o.period.end),
    trips: o.slip.trips,
    days: o.slip.days,
    net_kobo: o.slip.net_kobo,
    gross_pay_kobo: o.slip.gross_pay_kobo,
    bonus_kobo: o.slip.bonus_kobo,
    corrections_kobo: o.slip.corrections_kobo,
    returned_kobo: o.slip.returned_kobo,
    owed_kobo: o.slip.owed_kobo,
    taken_kobo: o.slip.taken_kobo,
    to_pay_kobo: o.slip.to_pay_kobo,
    carried_kobo: o.slip.carried_kobo,
    items: ctx.withItems ? items : [],
    lines: items.filter((i) => i.type !== 'pay').length,
    paid: null,
    transfer_ref: transferRef(ctx.partnerId, ctx.driver.id, o.period.start),
    query: ctx.query ?? null,
    statement: ctx.statement ?? null,
    bank: ctx.bank,
  };
}

/** A paid period as a run's row: the slip as it was paid (never worked out again). */
export function paidRowJson(p: PaymentRow, ctx: RowContext & { paidBy: string | null }): Row {
  const frozen = JSON.parse(p.slip) as Row;
  return {
    ...frozen,
    driver: ctx.driver,
    state: 'paid',
    earlier: null,
    on_the_road: 0,
    items: ctx.withItems ? (frozen.items ?? []) : [],
    paid: { id: p.id, reference: p.reference, paid_on: p.paidOn, amount_kobo: p.amountKobo, by: ctx.paidBy, created_at: p.createdAt },
    transfer_ref: p.transferRef,
    query: ctx.query ?? null,
    statement: ctx.statement ?? null,
    // The account it was paid into, as it was then.
    bank:
      p.bankName && p.accountNumber
        ? { bank_name: p.bankName, bank_code: ctx.bank?.bank_code ?? '', account_number: p.accountNumber, account_name: p.accountName ?? '', name_matches: p.nameMatches ?? true }
        : ctx.bank,
  };
}
