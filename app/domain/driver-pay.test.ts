import { describe, expect, it } from 'vitest';
import { grossPay, payByLine, paySlip, payThrough, periodOf, ruleInForce, splitExact, type PayLine, type PayRule } from './driver-pay';

const rule = (over: Partial<PayRule>): PayRule => ({ id: 1, driver_id: null, basis: 'share', share_bp: 3_000, amount_kobo: 0, period: 'week', from: '2026-01-01', ...over });
const trip = (day: string, net_kobo: number): PayLine => ({ day, net_kobo, trip: true });

describe('periodOf', () => {
  it.each([
    ['2026-11-16', 'week', '2026-11-16', '2026-11-22'], // a Monday
    ['2026-11-22', 'week', '2026-11-16', '2026-11-22'], // a Sunday
    ['2026-12-31', 'week', '2026-12-28', '2027-01-03'], // across the year
    ['2026-02-14', 'month', '2026-02-01', '2026-02-28'],
    ['2028-02-29', 'month', '2028-02-01', '2028-02-29'],
  ] as const)('%s in a %s: %s to %s', (day, kind, start, end) => {
    expect(periodOf(day, kind)).toEqual({ kind, start, end });
  });
});

describe('ruleInForce', () => {
  const rules = [
    rule({ id: 1, from: '2026-01-01', share_bp: 3_000 }),
    rule({ id: 2, driver_id: 7, from: '2026-11-10', basis: 'per_day', amount_kobo: 500_000 }),
    rule({ id: 3, driver_id: 7, from: '2026-11-20', basis: 'per_trip', amount_kobo: 150_000 }),
  ];
  it.each([
    [7, '2026-11-02', 1, 'before the driver had a rule: the fleet default'],
    [7, '2026-11-16', 2, 'the driver’s own rule overrides the default'],
    [7, '2026-11-23', 3, 'a change applies to periods starting after it'],
    [8, '2026-11-23', 1, 'another driver: the default'],
  ])('driver %i, period from %s: rule %i (%s)', (driver, start, id) => {
    expect(ruleInForce(rules, driver, start)?.id).toBe(id);
  });
  it('no rule before the first one', () => {
    expect(ruleInForce(rules, 7, '2025-12-29')).toBeNull();
  });
});

describe('grossPay', () => {
  const lines = [trip('2026-11-16', 1_000_000), trip('2026-11-16', 1_000_001), trip('2026-11-18', 500_000), { day: '2026-11-01', net_kobo: 20_000, trip: false }];
  it.each([
    ['share of the net, refund included, half up to the kobo', rule({ share_bp: 3_000 }), 756_000], // 30 % of 2,520,001 = 756,000.3
    ['per day with a trip (two days)', rule({ basis: 'per_day', amount_kobo: 500_000 }), 1_000_000],
    ['per trip completed (a refund is not a trip)', rule({ basis: 'per_trip', amount_kobo: 150_000 }), 450_000],
    ['0 %', rule({ share_bp: 0 }), 0],
    ['100 %', rule({ share_bp: 10_000 }), 2_520_001],
  ])('%s', (_, r, kobo) => {
    expect(grossPay(r, lines)).toBe(kobo);
  });
  it('a negative net (deductions above the takings) gives no share', () => {
    expect(grossPay(rule({}), [trip('2026-11-16', -5_000)])).toBe(0);
  });
});

describe('paySlip', () => {
  it('a period with no trip pays nothing and carries an advance whole', () => {
    expect(paySlip(rule({}), [], [{ kind: 'advance', amount_kobo: 1_000_000, day: '2026-11-17' }])).toMatchObject({ trips: 0, days: 0, gross_pay_kobo: 0, to_pay_kobo: 0, carried_kobo: 1_000_000 });
  });
  it('an advance larger than the pay takes the pay to zero, never below, and carries the rest', () => {
    const slip = paySlip(rule({}), [trip('2026-11-16', 2_000_000)], [{ kind: 'advance', amount_kobo: 1_000_000, day: '2026-11-17' }], 0);
    expect(slip).toMatchObject({ gross_pay_kobo: 600_000, taken_kobo: 600_000, to_pay_kobo: 0, carried_kobo: 400_000 });
  });
  it('a bonus is added before a recovery is taken', () => {
    const slip = paySlip(
      rule({}),
      [trip('2026-11-16', 2_000_000)],
      [
        { kind: 'bonus', amount_kobo: 200_000, day: '2026-11-20' },
        { kind: 'recovery', amount_kobo: 300_000, day: '2026-11-20' },
      ],
    );
    expect(slip).toMatchObject({ gross_pay_kobo: 600_000, bonus_kobo: 200_000, taken_kobo: 300_000, to_pay_kobo: 500_000, carried_kobo: 0 });
    expect(slip.gross_pay_kobo + slip.bonus_kobo - slip.taken_kobo).toBe(slip.to_pay_kobo);
  });
});

describe('payThrough', () => {
  const rules = [rule({ id: 1, from: '2026-01-01' }), rule({ id: 2, driver_id: 7, from: '2026-11-18', basis: 'per_trip', amount_kobo: 150_000, period: 'week' })];
  const weekOf = (day: string) => periodOf(day, 'week');
  it('carries what an advance could not take into the next week', () => {
    const input = {
      driverId: 7,
      rules: [rules[0]],
      lines: [trip('2026-11-10', 1_000_000), trip('2026-11-17', 3_000_000)],
      adjustments: [{ kind: 'advance' as const, amount_kobo: 500_000, day: '2026-11-10' }],
    };
    // Week 1: 300,000 pay, all taken, 200,000 carried; week 2: 900,000 pay, 200,000 taken.
    expect(payThrough(input, weekOf('2026-11-10'), weekOf('2026-11-10'))).toMatchObject({ to_pay_kobo: 0, carried_kobo: 200_000 });
    expect(payThrough(input, weekOf('2026-11-10'), weekOf('2026-11-17'))).toMatchObject({ owed_kobo: 200_000, taken_kobo: 200_000, to_pay_kobo: 700_000, carried_kobo: 0 });
  });
  it('a paid week keeps what it took when it was paid', () => {
    const input = {
      driverId: 7,
      rules: [rules[0]],
      lines: [trip('2026-11-10', 1_000_000), trip('2026-11-17', 3_000_000)],
      adjustments: [{ kind: 'advance' as const, amount_kobo: 500_000, day: '2026-11-10' }],
      paidTaken: new Map([['2026-11-09', 100_000]]),
    };
    expect(payThrough(input, weekOf('2026-11-10'), weekOf('2026-11-17'))).toMatchObject({ owed_kobo: 400_000, taken_kobo: 400_000, to_pay_kobo: 500_000 });
  });
  it('a rule changed mid-month applies from the next period; a driver who drove two vehicles is paid on all their trips', () => {
    // Trips on two vehicles are all the driver's lines: the vehicle does not enter the pay.
    const lines = [trip('2026-11-16', 1_000_000), trip('2026-11-16', 1_000_000), trip('2026-11-23', 1_000_000), trip('2026-11-24', 1_000_000)];
    const input = { driverId: 7, rules, lines, adjustments: [] };
    // The week of 16-11 started before the change of 18-11: 30 %. The next week: 1,500.00 a trip.
    expect(payThrough(input, weekOf('2026-11-16'), weekOf('2026-11-16'))).toMatchObject({ gross_pay_kobo: 600_000, rule: { id: 1 } });
    expect(payThrough(input, weekOf('2026-11-16'), weekOf('2026-11-23'))).toMatchObject({ gross_pay_kobo: 300_000, rule: { id: 2 } });
  });
  it('a trip refunded later: the refund is a line of the period that pays it, not of the trip', () => {
    const lines = [trip('2026-10-05', 1_000_000), { day: '2026-11-01', net_kobo: 50_000, trip: false }];
    const month = (day: string) => periodOf(day, 'month');
    const input = { driverId: 7, rules: [rule({ period: 'month' })], lines, adjustments: [] };
    expect(payThrough(input, month('2026-10-05'), month('2026-10-05'))).toMatchObject({ net_kobo: 1_000_000, gross_pay_kobo: 300_000 });
    expect(payThrough(input, month('2026-10-05'), month('2026-11-01'))).toMatchObject({ trips: 0, net_kobo: 50_000, gross_pay_kobo: 15_000 });
  });
});

describe('payRunCsvRows', () => {
  it('one row per driver, the amount to pay as naira with kobo; the amounts add up to the run’s total, to the kobo', async () => {
    const { payRunCsvRows, PAY_RUN_CSV_COLUMNS } = await import('./driver-pay');
    const slips = [
      { ...paySlip(rule({}), [trip('2026-11-16', 1_000_001)], []), driver: { id: 3, name: 'Bayo Balogun' }, paid: null, bank: null },
      {
        ...paySlip(rule({}), [trip('2026-11-16', 2_000_000)], [{ kind: 'advance', amount_kobo: 50_000, day: '2026-11-16' }]),
        driver: { id: 4, name: 'Sani Umar' },
        paid: { reference: 'TRF-1', paid_on: '2026-11-24' },
        bank: null,
      },
    ];
    const rows = payRunCsvRows(slips);
    expect(rows.map((r) => r.length)).toEqual([PAY_RUN_CSV_COLUMNS.length, PAY_RUN_CSV_COLUMNS.length]);
    expect(rows.map((r) => r[3])).toEqual(['3000.00', '5500.00']);
    expect(rows[1].slice(-2)).toEqual(['2026-11-24', 'TRF-1']);
    const kobo = rows.reduce((n, r) => n + Math.round(Number(r[3]) * 100), 0);
    expect(kobo).toBe(slips.reduce((n, s) => n + s.to_pay_kobo, 0));
  });
});

describe('pay attributed to lines, for margin (issue 53 §5)', () => {
  const line = (day: string, net_kobo: number, vehicle_id = 1, trip = true): PayLine => ({ day, net_kobo, trip, vehicle_id });
  it.each([
    ['a share by net, to the kobo', { basis: 'share' as const }, 1_000, [line('2026-11-16', 1), line('2026-11-16', 1), line('2026-11-17', 1)], [334, 333, 333]],
    ['a share skips a line that lost money', { basis: 'share' as const }, 900, [line('2026-11-16', 3_000), line('2026-11-16', -500), line('2026-11-17', 6_000)], [300, 0, 600]],
    ['per trip: equal parts, none to a refund', { basis: 'per_trip' as const }, 200_000, [line('2026-11-16', 5), line('2026-11-16', 9, 1, false), line('2026-11-17', 7)], [100_000, 0, 100_000]],
    [
      'per day: each day’s amount over its trips',
      { basis: 'per_day' as const },
      1_000_000,
      [line('2026-11-16', 5, 1), line('2026-11-16', 5, 2), line('2026-11-17', 5, 2)],
      [250_000, 250_000, 500_000],
    ],
    ['no rule: nothing', null, 0, [line('2026-11-16', 5)], [0]],
  ])('%s', (_name, rule, gross, lines, parts) => {
    const got = payByLine(rule, gross, lines);
    expect(got).toEqual(parts);
    expect(got.reduce((n, p) => n + p, 0)).toBe(gross);
  });

  it('keeps the sum exact for kobo amounts past 2^53 when multiplied', () => {
    const parts = splitExact(999_999_999, [7_654_321_987, 1_234_567_891, 3]);
    expect(parts.reduce((n, p) => n + p, 0)).toBe(999_999_999);
  });

  it('a whole period’s parts are the run’s pay, whatever the rule', () => {
    const lines = [line('2026-11-16', 1_460_573, 1), line('2026-11-18', 1_141_448, 2), line('2026-11-20', 77, 2)];
    const rule: PayRule = { id: 1, driver_id: null, basis: 'share', share_bp: 3_000, amount_kobo: 0, period: 'week', from: '2026-01-05' };
    const gross = grossPay(rule, lines);
    expect(payByLine(rule, gross, lines).reduce((n, p) => n + p, 0)).toBe(gross);
  });
});
