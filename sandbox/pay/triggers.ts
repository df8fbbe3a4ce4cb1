/**
 * What marks a paid period for correction (issue 67 §3; ADR 0058): SQLite triggers on every fact a
 * payment depends on, so whichever writer changes it — the trip generator, a swap, a refund, an
 * entry, a rule, a test switch — the payment covering that driver and day is noted in `pay_dirty`
 * and the next read works out its corrections (sandbox/pay/store.ts), instead of every read
 * comparing every period ever paid. A trip's completion needs no trigger: a period is paid only
 * once none of its trips is on the road (sandbox/pay/store.ts `payable`).
 */
import type { Db } from '../db/index.js';
import { lagosDaySql } from '../lagos-sql.js';

/** The statement noting the payment of `driver` (SQL) whose reach holds `day` (SQL), of `partner` (SQL). */
const mark = (partner: string, driver: string, day: string) =>
  `INSERT OR IGNORE INTO pay_dirty (payment_id) SELECT p.id FROM pay_payments p WHERE p.partner_id = ${partner} AND p.driver_id = ${driver} AND p.voided_at IS NULL AND p.reach_start <= ${day} AND p.period_end >= ${day};`;

const tripMark = (t: string) => mark(`${t}.partner_id`, `${t}.driver_id`, lagosDaySql(`${t}.starts_at`));
/** A deduction's trip (its driver and day). */
const deductionMark = (d: string) =>
  `INSERT OR IGNORE INTO pay_dirty (payment_id) SELECT p.id FROM trips t JOIN pay_payments p ON p.partner_id = t.partner_id AND p.driver_id = t.driver_id AND p.voided_at IS NULL AND p.reach_start <= ${lagosDaySql('t.starts_at')} AND p.period_end >= ${lagosDaySql('t.starts_at')} WHERE t.id = ${d}.trip_id;`;

/** The triggers, by name. */
const TRIGGERS: Record<string, string> = {
  pay_dirty_trip_insert: `CREATE TRIGGER pay_dirty_trip_insert AFTER INSERT ON trips BEGIN ${tripMark('NEW')} END`,
  pay_dirty_trip_update: `CREATE TRIGGER pay_dirty_trip_update AFTER UPDATE OF status, starts_at, ends_at, driver_id, gross_kobo, partner_id ON trips BEGIN ${tripMark('OLD')} ${tripMark('NEW')} END`,
  pay_dirty_trip_delete: `CREATE TRIGGER pay_dirty_trip_delete AFTER DELETE ON trips BEGIN ${tripMark('OLD')} END`,
  pay_dirty_deduction_insert: `CREATE TRIGGER pay_dirty_deduction_insert AFTER INSERT ON deductions BEGIN ${deductionMark('NEW')} END`,
  pay_dirty_deduction_update: `CREATE TRIGGER pay_dirty_deduction_update AFTER UPDATE OF trip_id, amount_kobo ON deductions BEGIN ${deductionMark('OLD')} ${deductionMark('NEW')} END`,
  pay_dirty_deduction_delete: `CREATE TRIGGER pay_dirty_deduction_delete AFTER DELETE ON deductions BEGIN ${deductionMark('OLD')} END`,
  pay_dirty_entry_insert: `CREATE TRIGGER pay_dirty_entry_insert AFTER INSERT ON pay_entries BEGIN ${mark('NEW.partner_id', 'NEW.driver_id', 'NEW.day')} END`,
  // A rule from a day changes every payment of its drivers (a driver's, or the fleet's) from that day on.
  pay_dirty_rule_insert: `CREATE TRIGGER pay_dirty_rule_insert AFTER INSERT ON pay_rules BEGIN INSERT OR IGNORE INTO pay_dirty (payment_id) SELECT p.id FROM pay_payments p WHERE p.partner_id = NEW.partner_id AND (NEW.driver_id IS NULL OR p.driver_id = NEW.driver_id) AND p.voided_at IS NULL AND p.period_end >= NEW.from_date; END`,
};

/**
 * Install (or bring up to date) the triggers on `db`; safe to call on every open.
 * Must run after the migrations (the tables exist).
 */
export function installPayTriggers(db: Db): void {
  const sqlite = db.$client;
  const installed = new Map(
    (sqlite.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'pay\\_dirty\\_%' ESCAPE '\\'`).all() as { name: string; sql: string }[]).map((r) => [r.name, r.sql]),
  );
  for (const [name, ddl] of Object.entries(TRIGGERS)) {
    if (installed.get(name) === ddl) continue;
    sqlite.exec(`DROP TRIGGER IF EXISTS ${name}`);
    sqlite.exec(ddl);
  }
}

/**
 * Run `write` without these triggers: a bulk write of a partner that has no payment yet (the large
 * partner's millions of trips) has nothing to mark, and would pay a lookup per row. Back after.
 */
export function withoutPayTriggers<T>(db: Db, write: () => T): T {
  for (const name of Object.keys(TRIGGERS)) db.$client.exec(`DROP TRIGGER IF EXISTS ${name}`);
  try {
    return write();
  } finally {
    installPayTriggers(db);
  }
}
