/**
 * The trips' ledger (issue 52 §5; ADR 0055): what a partner's trips add up to, kept as the trips,
 * their deductions and their ratings are written, as a real API keeps its ledgers — so a month or
 * a year of a fleet of 2,000 vehicles is read from a few thousand rows, not summed from millions
 * of trips on every read, and no write makes the next read rebuild anything.
 *
 * Two tables, kept by SQLite triggers on `trips`, `deductions` and `ratings` (so every writer,
 * the generator, a swap, a test switch or a seed, keeps them without knowing):
 * - `trip_ledger`: one row per partner, Lagos day, route, vehicle, driver and `cause` (`''` for
 *   the trips themselves, a deduction's cause for its own deductions);
 * - `trip_ledger_months`: the same by Lagos month, kept from the first by a trigger of its own.
 *
 * A row counts every trip that is not cancelled, ended or not: the ledger never depends on the
 * clock. `tripSums` reads the days that closed (the day before yesterday and earlier: every trip
 * of them has ended) from the ledger, and the completed trips of the open days from the trips
 * themselves, with the clock; cancellations of any day from the ledger. The same contribution of
 * a trip (`TRIP_CONTRIBUTION`) writes the triggers, rebuilds the ledger and reads the open days.
 *
 * Amounts are integer kobo.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/index.js';
import { LATE_START_FROM_MS } from './rules/driver-performance.js';
import { addDays, lagosDate, lagosDayStartIso } from '../contract/lagos-time.js';
import { apiNow } from './clock.js';
import { lagosDaySql } from './lagos-sql.js';

/** What a set of trips adds up to. `trips`: completed (read by `tripSums`) or not cancelled (a ledger row). Kobo. */
export type TripSums = {
  trips: number;
  cancelled: number;
  cancelledByDriver: number;
  grossKobo: number;
  deductionsKobo: number;
  lateStarts: number;
  ratingSum: number;
  ratingCount: number;
};

/** What `tripSums` may group by. */
export type LedgerKey = 'vehicle' | 'driver' | 'route' | 'month' | 'day' | 'cause';

/** One group of `tripSums`: its sums and the values of its keys. */
export type SumsRow = TripSums & { vehicleId?: number; driverId?: number; routeId?: number; month?: string; day?: string; cause?: string };

const SUMS = ['trips', 'cancelled', 'cancelled_by_driver', 'gross_kobo', 'deductions_kobo', 'late_starts', 'rating_sum', 'rating_count'] as const;
type SumColumn = (typeof SUMS)[number];
const KEYS = ['partner_id', 'day', 'route_id', 'vehicle_id', 'driver_id', 'cause'] as const;

/** A trip's Lagos date (UTC+1) as SQL over `t` (a table or NEW/OLD): 'YYYY-MM-DD'. */
const daySql = (t: string) => lagosDaySql(`${t}.starts_at`);
const live = (t: string) => `(${t}.status <> 'cancelled')`;

/**
 * A trip's own contribution to its ledger row (cause `''`), as SQL over `t`: counted while it is
 * not cancelled; its cancellation counted when it is. Deductions are rows of their own (by cause).
 */
const TRIP_CONTRIBUTION = (t: string): Record<SumColumn, string> => ({
  trips: `${live(t)}`,
  cancelled: `(${t}.status = 'cancelled')`,
  cancelled_by_driver: `(${t}.status = 'cancelled' AND coalesce(${t}.cancelled_by = 'driver', 0))`,
  gross_kobo: `CASE WHEN ${live(t)} THEN ${t}.gross_kobo ELSE 0 END`,
  deductions_kobo: '0',
  // A late start: a delay of at least LATE_START_FROM_MS (sandbox/rules/driver-performance.ts).
  late_starts: `(${live(t)} AND ${t}.departed_at IS NOT NULL AND round((julianday(${t}.departed_at) - julianday(${t}.starts_at)) * 86400000) >= ${LATE_START_FROM_MS})`,
  // One rating per trip (unique index ratings_trip).
  rating_sum: `CASE WHEN ${live(t)} THEN coalesce((SELECT r.rating FROM ratings r WHERE r.trip_id = ${t}.id), 0) ELSE 0 END`,
  rating_count: `CASE WHEN ${live(t)} THEN (SELECT count(*) FROM ratings r WHERE r.trip_id = ${t}.id) ELSE 0 END`,
});

const upsertTail = (table: string, keys: readonly string[]) => `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${SUMS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`;
const DAY_UPSERT = upsertTail('trip_ledger', KEYS);

/** The statement adding `sign` × trip `t`'s own row (cause ''). */
const tripRow = (t: string, sign: 1 | -1) => {
  const c = TRIP_CONTRIBUTION(t);
  return `INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) VALUES (${t}.partner_id, ${daySql(t)}, ${t}.route_id, ${t}.vehicle_id, ${t}.driver_id, '', ${SUMS.map((k) => `${sign} * (${c[k]})`).join(', ')}) ${DAY_UPSERT};`;
};

/** The statement adding `sign` × trip `t`'s own deductions, by cause (none while it is cancelled). */
const tripDeductionRows = (t: string, sign: 1 | -1) =>
  `INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT ${t}.partner_id, ${daySql(t)}, ${t}.route_id, ${t}.vehicle_id, ${t}.driver_id, d.cause, 0, 0, 0, 0, ${sign} * sum(d.amount_kobo), 0, 0, 0 FROM deductions d WHERE d.trip_id = ${t}.id AND d.pay_month IS NULL AND ${live(t)} GROUP BY d.cause ${DAY_UPSERT};`;

/** The statement adding `sign` × deduction `d` (a trigger's NEW or OLD) to its trip's row of its cause: an own deduction of a trip not cancelled. */
const deductionRow = (d: string, sign: 1 | -1) =>
  `INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT t.partner_id, ${daySql('t')}, t.route_id, t.vehicle_id, t.driver_id, ${d}.cause, 0, 0, 0, 0, ${sign} * ${d}.amount_kobo, 0, 0, 0 FROM trips t WHERE t.id = ${d}.trip_id AND ${d}.pay_month IS NULL AND ${live('t')} ${DAY_UPSERT};`;

/** The statement adding `sign` × rating `r` to its trip's own row, while the trip is not cancelled. */
const ratingRow = (r: string, sign: 1 | -1) =>
  `INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT t.partner_id, ${daySql('t')}, t.route_id, t.vehicle_id, t.driver_id, '', 0, 0, 0, 0, 0, 0, ${sign} * ${r}.rating, ${sign} FROM trips t WHERE t.id = ${r}.trip_id AND ${live('t')} ${DAY_UPSERT};`;

const MONTH_KEYS = ['partner_id', 'month', 'route_id', 'vehicle_id', 'driver_id', 'cause'] as const;
const monthRow = (expr: (c: SumColumn) => string) =>
  `INSERT INTO trip_ledger_months (${MONTH_KEYS.join(', ')}, ${SUMS.join(', ')}) VALUES (NEW.partner_id, substr(NEW.day, 1, 7), NEW.route_id, NEW.vehicle_id, NEW.driver_id, NEW.cause, ${SUMS.map(expr).join(', ')}) ${upsertTail('trip_ledger_months', MONTH_KEYS)};`;

const table = (name: string, first: string) =>
  `CREATE TABLE ${name} (partner_id INTEGER NOT NULL, ${first} TEXT NOT NULL, route_id INTEGER NOT NULL, vehicle_id INTEGER NOT NULL, driver_id INTEGER NOT NULL, cause TEXT NOT NULL, ${SUMS.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`).join(', ')}, PRIMARY KEY (partner_id, ${first}, route_id, vehicle_id, driver_id, cause)) WITHOUT ROWID`;

/** What the trips' contributions depend on: a trip update touching none of these leaves the ledger alone. */
const TRIP_COLUMNS = 'status, starts_at, partner_id, route_id, vehicle_id, driver_id, gross_kobo, departed_at, cancelled_by';

/** The ledger's tables (name → DDL). */
const TABLES: Record<string, string> = {
  trip_ledger: table('trip_ledger', 'day'),
  trip_ledger_months: table('trip_ledger_months', 'month'),
};

/** The ledger's triggers (name → DDL), as SQLite keeps their text. */
const TRIGGERS: Record<string, string> = {
  trip_ledger_trip_insert: `CREATE TRIGGER trip_ledger_trip_insert AFTER INSERT ON trips BEGIN ${tripRow('NEW', 1)} END`,
  trip_ledger_trip_update: `CREATE TRIGGER trip_ledger_trip_update AFTER UPDATE OF ${TRIP_COLUMNS} ON trips BEGIN ${tripRow('OLD', -1)} ${tripDeductionRows('OLD', -1)} ${tripRow('NEW', 1)} ${tripDeductionRows('NEW', 1)} END`,
  trip_ledger_trip_delete: `CREATE TRIGGER trip_ledger_trip_delete AFTER DELETE ON trips BEGIN ${tripRow('OLD', -1)} ${tripDeductionRows('OLD', -1)} END`,
  trip_ledger_deduction_insert: `CREATE TRIGGER trip_ledger_deduction_insert AFTER INSERT ON deductions BEGIN ${deductionRow('NEW', 1)} END`,
  trip_ledger_deduction_update: `CREATE TRIGGER trip_ledger_deduction_update AFTER UPDATE OF trip_id, cause, amount_kobo, pay_month ON deductions BEGIN ${deductionRow('OLD', -1)} ${deductionRow('NEW', 1)} END`,
  trip_ledger_deduction_delete: `CREATE TRIGGER trip_ledger_deduction_delete AFTER DELETE ON deductions BEGIN ${deductionRow('OLD', -1)} END`,
  trip_ledger_rating_insert: `CREATE TRIGGER trip_ledger_rating_insert AFTER INSERT ON ratings BEGIN ${ratingRow('NEW', 1)} END`,
  trip_ledger_rating_update: `CREATE TRIGGER trip_ledger_rating_update AFTER UPDATE OF trip_id, rating ON ratings BEGIN ${ratingRow('OLD', -1)} ${ratingRow('NEW', 1)} END`,
  trip_ledger_rating_delete: `CREATE TRIGGER trip_ledger_rating_delete AFTER DELETE ON ratings BEGIN ${ratingRow('OLD', -1)} END`,
  trip_ledger_month_insert: `CREATE TRIGGER trip_ledger_month_insert AFTER INSERT ON trip_ledger BEGIN ${monthRow((c) => `NEW.${c}`)} END`,
  trip_ledger_month_update: `CREATE TRIGGER trip_ledger_month_update AFTER UPDATE ON trip_ledger BEGIN ${monthRow((c) => `NEW.${c} - OLD.${c}`)} END`,
};

const sqliteOf = (db: Db) => db.$client;

/** The ledger's tables and triggers as SQLite holds them (name → DDL). */
const installed = (db: Db): Map<string, { type: string; sql: string }> =>
  new Map(
    (
      sqliteOf(db).prepare(`SELECT name, type, sql FROM sqlite_master WHERE name LIKE 'trip\\_ledger%' ESCAPE '\\' AND type IN ('table', 'trigger')`).all() as {
        name: string;
        type: string;
        sql: string;
      }[]
    ).map((r) => [r.name, r]),
  );

const createTriggers = (db: Db) => {
  for (const ddl of Object.values(TRIGGERS)) sqliteOf(db).exec(ddl);
};
const dropTriggers = (db: Db) => {
  for (const name of Object.keys(TRIGGERS)) sqliteOf(db).exec(`DROP TRIGGER IF EXISTS ${name}`);
};

/**
 * Make the ledger's tables and triggers as this code writes them (`openDb`, after the
 * migrations). When they already are, nothing happens; when any differs (a rule changed, an
 * older file), they are made again and the ledger is summed again from the trips.
 */
export function installLedger(db: Db): void {
  const have = installed(db);
  const wanted: Record<string, string> = { ...TABLES, ...TRIGGERS };
  if (have.size === Object.keys(wanted).length && Object.entries(wanted).every(([name, ddl]) => have.get(name)?.sql === ddl)) return;
  sqliteOf(db).transaction(() => {
    for (const [name, o] of have) if (o.type === 'trigger') sqliteOf(db).exec(`DROP TRIGGER ${name}`);
    for (const [name, o] of have) if (o.type === 'table') sqliteOf(db).exec(`DROP TABLE ${name}`);
    for (const ddl of Object.values(TABLES)) sqliteOf(db).exec(ddl);
    rebuild(db, null);
  })();
}

/** Sum the ledger of `partnerId` (every partner when null) again from its trips, deductions and ratings, the triggers off meanwhile. */
function rebuild(db: Db, partnerId: number | null): void {
  dropTriggers(db);
  const c = TRIP_CONTRIBUTION('t');
  const only = partnerId === null ? '' : `AND t.partner_id = ${Number(partnerId)}`;
  const keys = `t.partner_id, ${daySql('t')}, t.route_id, t.vehicle_id, t.driver_id`;
  const run = (sql: string) => sqliteOf(db).exec(sql);
  run(`DELETE FROM trip_ledger WHERE ${partnerId === null ? '1' : `partner_id = ${Number(partnerId)}`}`);
  run(`DELETE FROM trip_ledger_months WHERE ${partnerId === null ? '1' : `partner_id = ${Number(partnerId)}`}`);
  run(`INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT ${keys}, '', ${SUMS.map((k) => `sum(${c[k]})`).join(', ')} FROM trips t WHERE 1 ${only} GROUP BY ${keys}`);
  run(
    `INSERT INTO trip_ledger (${KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT ${keys}, d.cause, 0, 0, 0, 0, sum(d.amount_kobo), 0, 0, 0 FROM deductions d JOIN trips t ON t.id = d.trip_id WHERE d.pay_month IS NULL AND ${live('t')} ${only} GROUP BY ${keys}, d.cause`,
  );
  run(
    `INSERT INTO trip_ledger_months (${MONTH_KEYS.join(', ')}, ${SUMS.join(', ')}) SELECT partner_id, substr(day, 1, 7), route_id, vehicle_id, driver_id, cause, ${SUMS.map((k) => `sum(${k})`).join(', ')} FROM trip_ledger WHERE ${partnerId === null ? '1' : `partner_id = ${Number(partnerId)}`} GROUP BY 1, 2, 3, 4, 5, 6`,
  );
  createTriggers(db);
}

/**
 * Write a partner's trips in bulk without the triggers (a seed of millions of trips: each row's
 * trigger would double its time), then sum that partner's ledger once from them. `write` is
 * synchronous and makes its own transaction; nothing else writes meanwhile (one thread).
 * @returns what `write` returns
 */
export function writingInBulk<T>(db: Db, write: () => T, partnerOf: (result: T) => number): T {
  dropTriggers(db);
  try {
    const result = write();
    sqliteOf(db).transaction(() => rebuild(db, partnerOf(result)))();
    return result;
  } finally {
    // Back whether `write` threw or not (rebuild made them again when it ran).
    dropTriggers(db);
    createTriggers(db);
  }
}

/** The ledger's rows of every partner as summed from the trips now, and as kept, each sorted: equal when the triggers kept it (tests). */
export function ledgerAgainstTrips(db: Db): { kept: unknown[]; summed: unknown[]; keptMonths: unknown[]; summedMonths: unknown[] } {
  const read = (name: string, key: string) =>
    sqliteOf(db)
      .prepare(`SELECT * FROM ${name} WHERE ${SUMS.map((c) => `${c} <> 0`).join(' OR ')} ORDER BY partner_id, ${key}, route_id, vehicle_id, driver_id, cause`)
      .all();
  const kept = read('trip_ledger', 'day');
  const keptMonths = read('trip_ledger_months', 'month');
  const snapshot = { kept, keptMonths };
  sqliteOf(db).exec('SAVEPOINT ledger_check');
  try {
    rebuild(db, null);
    return { ...snapshot, summed: read('trip_ledger', 'day'), summedMonths: read('trip_ledger_months', 'month') };
  } finally {
    sqliteOf(db).exec('ROLLBACK TO ledger_check');
    sqliteOf(db).exec('RELEASE ledger_check');
  }
}

const COLUMN_OF: Record<LedgerKey, string> = { vehicle: 'vehicle_id', driver: 'driver_id', route: 'route_id', month: 'month', day: 'day', cause: 'cause' };
const FIELD_OF: Record<LedgerKey, keyof SumsRow> = { vehicle: 'vehicleId', driver: 'driverId', route: 'routeId', month: 'month', day: 'day', cause: 'cause' };

export type SumsOptions = { by?: readonly LedgerKey[]; vehicleId?: number; routeId?: number; driverId?: number };

/**
 * The rows of `text` with its `?` bound to `params`, through drizzle, so a transaction's handle
 * (the seed's, the generator's) reads its own writes as the database's does.
 */
const rowsOf = (db: Db, text: string, params: readonly (string | number)[]): Record<string, number | string>[] => {
  const parts = text.split('?');
  const query = sql.join(
    parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))),
    sql.raw(''),
  );
  return db.all<Record<string, number | string>>(query);
};

/**
 * What the trips of `partnerId` departing on the Lagos dates `[from, to]` add up to at `now`
 * (ms), grouped by `by` (none: one row), of one vehicle, route or driver when given:
 * - `trips`, `grossKobo`, `deductionsKobo` (own deductions), `lateStarts`, `ratingSum`,
 *   `ratingCount`: of the trips completed by `now` (not cancelled, ended);
 * - `cancelled`, `cancelledByDriver`: of the cancelled trips, whenever they depart.
 * Refund lines are not here: they count in their pay month (`refundsPaidWithin`).
 * Groups without any trip in the range are absent.
 */
export function tripSums(db: Db, partnerId: number, [from, to]: readonly [string, string], options: SumsOptions = {}, now = apiNow()): SumsRow[] {
  const by = options.by ?? [];
  const today = lagosDate(now);
  const openFrom = addDays(today, -1); // the day before yesterday and earlier are closed
  const groups = new Map<string, SumsRow>();
  const filters = (prefix: string) =>
    [
      options.vehicleId !== undefined ? `${prefix}vehicle_id = ${Number(options.vehicleId)}` : '',
      options.routeId !== undefined ? `${prefix}route_id = ${Number(options.routeId)}` : '',
      options.driverId !== undefined ? `${prefix}driver_id = ${Number(options.driverId)}` : '',
    ]
      .filter(Boolean)
      .map((c) => ` AND ${c}`)
      .join('');
  const add = (rows: Record<string, number | string>[], only?: readonly SumColumn[]) => {
    for (const raw of rows) {
      const key = by.map((k) => String(raw[k])).join('|');
      let g = groups.get(key);
      if (!g) {
        g = { trips: 0, cancelled: 0, cancelledByDriver: 0, grossKobo: 0, deductionsKobo: 0, lateStarts: 0, ratingSum: 0, ratingCount: 0 };
        for (const k of by) (g as Record<string, unknown>)[FIELD_OF[k]] = ['vehicle', 'driver', 'route'].includes(k) ? Number(raw[k]) : String(raw[k]);
        groups.set(key, g);
      }
      const n = (c: SumColumn) => Number(raw[c] ?? 0);
      if (!only || only.includes('trips')) g.trips += n('trips');
      if (!only || only.includes('cancelled')) g.cancelled += n('cancelled');
      if (!only || only.includes('cancelled_by_driver')) g.cancelledByDriver += n('cancelled_by_driver');
      if (!only || only.includes('gross_kobo')) g.grossKobo += n('gross_kobo');
      if (!only || only.includes('deductions_kobo')) g.deductionsKobo += n('deductions_kobo');
      if (!only || only.includes('late_starts')) g.lateStarts += n('late_starts');
      if (!only || only.includes('rating_sum')) g.ratingSum += n('rating_sum');
      if (!only || only.includes('rating_count')) g.ratingCount += n('rating_count');
    }
  };
  const ledgerRead = (name: 'trip_ledger' | 'trip_ledger_months', column: 'day' | 'month', a: string, b: string, extra = '') => {
    const select = by.map((k) => `${k === 'month' && column === 'day' ? 'substr(day, 1, 7)' : k === 'day' && column === 'month' ? "''" : COLUMN_OF[k]} AS ${k}`);
    const text = `SELECT ${[...select, ...SUMS.map((c) => `sum(${c}) AS ${c}`)].join(', ')} FROM ${name} WHERE partner_id = ? AND ${column} BETWEEN ? AND ?${filters('')}${extra}${by.length ? ` GROUP BY ${by.map((_, i) => i + 1).join(', ')}` : ''}`;
    return rowsOf(db, text, [partnerId, a, b]);
  };

  // The closed days: whole months from the months' table, the rest day by day.
  const closedTo = to < openFrom ? to : addDays(openFrom, -1);
  if (from <= closedTo) {
    if (by.includes('day')) add(ledgerRead('trip_ledger', 'day', from, closedTo));
    else {
      const firstWhole = from.endsWith('-01') ? from.slice(0, 7) : nextMonthOf(from.slice(0, 7));
      const lastWhole = addDays(closedTo, 1).endsWith('-01') ? closedTo.slice(0, 7) : previousMonthOf(closedTo.slice(0, 7));
      if (firstWhole <= lastWhole) {
        add(ledgerRead('trip_ledger_months', 'month', firstWhole, lastWhole));
        if (from < `${firstWhole}-01`) add(ledgerRead('trip_ledger', 'day', from, addDays(`${firstWhole}-01`, -1)));
        const afterWhole = `${nextMonthOf(lastWhole)}-01`;
        if (afterWhole <= closedTo) add(ledgerRead('trip_ledger', 'day', afterWhole, closedTo));
      } else add(ledgerRead('trip_ledger', 'day', from, closedTo));
    }
  }
  // The open days: cancellations from the ledger (they do not wait for the clock)…
  const openStart = from > openFrom ? from : openFrom;
  if (openStart <= to) {
    add(ledgerRead('trip_ledger', 'day', openStart, to, " AND cause = ''"), ['cancelled', 'cancelled_by_driver']);
    // …and the trips completed by now from the trips themselves.
    const lastDay = to < today ? to : today;
    if (openStart <= lastDay) {
      const iso = new Date(now).toISOString();
      const c = TRIP_CONTRIBUTION('t');
      const select = by.filter((k) => k !== 'cause').map((k) => `${k === 'month' ? `substr(${daySql('t')}, 1, 7)` : k === 'day' ? daySql('t') : `t.${COLUMN_OF[k]}`} AS ${k}`);
      const where = `t.partner_id = ? AND t.starts_at >= ? AND t.starts_at < ? AND t.starts_at <= ? AND t.ends_at <= ? AND ${live('t')}${filters('t.')}`;
      const group = (n: number) => (n ? ` GROUP BY ${Array.from({ length: n }, (_, i) => i + 1).join(', ')}` : '');
      const params = [partnerId, lagosDayStartIso(openStart), lagosDayStartIso(addDays(lastDay, 1)), iso, iso];
      const tripsSql = `SELECT ${[...select, ...(by.includes('cause') ? ["'' AS cause"] : []), ...(['trips', 'gross_kobo', 'late_starts', 'rating_sum', 'rating_count'] as const).map((k) => `sum(${c[k]}) AS ${k}`)].join(', ')} FROM trips t WHERE ${where}${group(select.length)}`;
      add(rowsOf(db, tripsSql, params), ['trips', 'gross_kobo', 'late_starts', 'rating_sum', 'rating_count']);
      const deductionsSql = `SELECT ${[...select, ...(by.includes('cause') ? ['d.cause AS cause'] : []), 'sum(d.amount_kobo) AS deductions_kobo'].join(', ')} FROM trips t JOIN deductions d ON d.trip_id = t.id AND d.pay_month IS NULL WHERE ${where}${group(select.length + (by.includes('cause') ? 1 : 0))}`;
      add(rowsOf(db, deductionsSql, params), ['deductions_kobo']);
    }
  }
  // A group the ledger kept at zero (a trip moved away) is no group.
  return [...groups.values()].filter((g) => g.trips || g.cancelled || g.grossKobo || g.deductionsKobo || g.ratingCount);
}

/** The month after 'YYYY-MM'. */
const nextMonthOf = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
/** The month before 'YYYY-MM'. */
const previousMonthOf = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/** One row of sums: the whole range at once (`tripSums` without `by`), zeros when nothing departs in it. */
export function tripTotals(db: Db, partnerId: number, range: readonly [string, string], options: Omit<SumsOptions, 'by'> = {}, now = apiNow()): TripSums {
  return tripSums(db, partnerId, range, options, now)[0] ?? { trips: 0, cancelled: 0, cancelledByDriver: 0, grossKobo: 0, deductionsKobo: 0, lateStarts: 0, ratingSum: 0, ratingCount: 0 };
}
