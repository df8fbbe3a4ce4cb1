import { describe, expect, it } from 'vitest';
import { FOR_HIRE_CLASSES, LICENCE_CLASSES, canCarryPassengersForHire } from '~/domain/licence-classes';
import { addDays, documentFacts, english, readiness, replacementNotes, worstStatus, type DocumentFacts, type DriverFacts, type VehicleFacts } from '~/domain/readiness';
import { englishSay } from '~/domain/english';

const D = '2026-11-25';

const doc = (type: string, over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  type,
  label:
    { insurance: 'Insurance certificate', hackney_permit: 'Hackney permit', cmr: 'Central Motor Registry (CMR) certificate', driver_licence: "Driver's licence", lasdri: 'LASDRI card' }[type] ?? type,
  required: true,
  inForce: { expiresAt: '2027-06-30' },
  pending: null,
  ...over,
});

const vehicle = (docs: DocumentFacts[], over: Partial<VehicleFacts> = {}): VehicleFacts => ({
  kind: 'vehicle',
  id: 7,
  plate: 'KJA-174CR',
  partnerStatus: 'active',
  suspension: null,
  documents: docs,
  ...over,
});
const driver = (docs: DocumentFacts[], over: Partial<DriverFacts> = {}): DriverFacts => ({
  kind: 'driver',
  id: 14,
  name: 'Kunle Salami',
  licenceClass: 'E',
  partnerStatus: 'active',
  suspension: null,
  documents: docs,
  ...over,
});

describe('readiness of a vehicle on day D (Lagos dates)', () => {
  const cases: [string, DocumentFacts[], Partial<VehicleFacts>, string, string[], string?][] = [
    ['every document in force for long', [doc('insurance'), doc('cmr', { inForce: { expiresAt: null } })], {}, 'ready', []],
    ['a document that never expires', [doc('cmr', { inForce: { expiresAt: null } })], {}, 'ready', []],
    ['a required document missing', [doc('insurance', { inForce: null })], {}, 'blocked', ['document_missing: Insurance certificate is not uploaded']],
    [
      'rejected with nothing in force',
      [doc('cmr', { inForce: null, pending: { status: 'rejected', reason: 'Document is blurry' } })],
      {},
      'blocked',
      ['document_rejected: Central Motor Registry (CMR) certificate was rejected: Document is blurry'],
    ],
    [
      'first upload under review',
      [doc('insurance', { inForce: null, pending: { status: 'pending_review', reason: null } })],
      {},
      'blocked',
      ['document_under_review: Insurance certificate is under review'],
    ],
    ['expired the day before D', [doc('hackney_permit', { inForce: { expiresAt: addDays(D, -1) } })], {}, 'blocked', ['document_expired: Hackney permit expired on 24-11-2026']],
    [
      'expiring on D itself: valid through D, blocked from D + 1',
      [doc('hackney_permit', { inForce: { expiresAt: D } })],
      {},
      'at_risk',
      ['document_expiring: Hackney permit expires on 25-11-2026: blocked from 26-11-2026'],
      '2026-11-26',
    ],
    [
      'expiring in 30 days: at risk',
      [doc('insurance', { inForce: { expiresAt: addDays(D, 30) } })],
      {},
      'at_risk',
      ['document_expiring: Insurance certificate expires on 25-12-2026: blocked from 26-12-2026'],
      '2026-12-26',
    ],
    ['expiring in 31 days: ready', [doc('insurance', { inForce: { expiresAt: addDays(D, 31) } })], {}, 'ready', []],
    [
      'expired, with a replacement under review: still blocked',
      [doc('hackney_permit', { inForce: { expiresAt: addDays(D, -5) }, pending: { status: 'pending_review', reason: null } })],
      {},
      'blocked',
      ['document_expired: Hackney permit expired on 20-11-2026; the new one is under review'],
    ],
    [
      'a replacement under review while the old one is in force: the old one counts until its own expiry',
      [doc('hackney_permit', { inForce: { expiresAt: '2026-12-02' }, pending: { status: 'pending_review', reason: null } })],
      {},
      'at_risk',
      ['document_expiring: Hackney permit expires on 02-12-2026; a replacement is under review, and the current document is in force until then'],
      '2026-12-03',
    ],
    ['a replacement refused while the old one is in force for long', [doc('insurance', { pending: { status: 'rejected', reason: 'Wrong vehicle' } })], {}, 'ready', []],
    ['an optional document missing', [doc('insurance'), doc('extra', { required: false, inForce: null })], {}, 'ready', []],
    ['set inactive by the partner', [doc('insurance')], { partnerStatus: 'inactive' }, 'blocked', ['inactive: KJA-174CR is set inactive']],
    ['suspended by the marketplace', [doc('insurance')], { suspension: 'Failed inspection' }, 'blocked', ['suspended: KJA-174CR is suspended by the marketplace: Failed inspection']],
  ];
  it.each(cases)('%s', (_name, docs, over, status, reasons, changesOn) => {
    const r = readiness(vehicle(docs, over), D);
    expect(r.status).toBe(status);
    expect(r.reasons.map((x) => `${x.code}: ${x.message}`)).toEqual(reasons);
    expect(r.changes_on).toBe(changesOn);
    if (status === 'at_risk') expect(r.next_status).toBe('blocked');
  });

  it('names documents inside sentences, keeping the capitals of names', () => {
    const fixes = (type: string, label: string) => readiness(vehicle([doc(type, { label, inForce: null })]), D).reasons[0].fix;
    expect(fixes('hackney_permit', 'Hackney permit')).toBe('Upload the hackney permit');
    expect(fixes('cmr', 'Central Motor Registry (CMR) certificate')).toBe('Upload the Central Motor Registry (CMR) certificate');
    expect(fixes('lasdri', 'LASDRI card')).toBe('Upload the LASDRI card');
    expect(fixes('driver_licence', "Driver's licence")).toBe("Upload the driver's licence");
  });

  it('links each reason to the page that fixes it', () => {
    const r = readiness(vehicle([doc('hackney_permit', { inForce: { expiresAt: '2026-11-01' } })], { partnerStatus: 'inactive' }), D);
    expect(r.reasons.map((x) => [x.fix, x.fix_href])).toEqual([
      ['Activate KJA-174CR', '/vehicles/details/7'],
      ['Replace the hackney permit', '/vehicles/7/edit/document/hackney_permit'],
    ]);
  });

  it('lists blocking reasons first, then warnings, and reports the earliest change', () => {
    const r = readiness(vehicle([doc('insurance', { inForce: { expiresAt: addDays(D, 9) } }), doc('hackney_permit', { inForce: { expiresAt: addDays(D, 3) } })]), D);
    expect(r.status).toBe('at_risk');
    expect(r.changes_on).toBe(addDays(D, 4));
    const blocked = readiness(vehicle([doc('insurance', { inForce: { expiresAt: addDays(D, 9) } }), doc('cmr', { inForce: null })]), D);
    expect(blocked.reasons.map((x) => x.blocking)).toEqual([true, false]);
  });
});

describe('readiness of a driver', () => {
  it('is blocked by an expired licence, a missing LASDRI card (Lagos) or inactivity; at risk before the licence expires', () => {
    expect(readiness(driver([doc('driver_licence', { inForce: { expiresAt: '2026-11-24' } })]), D).reasons[0].message).toBe("Driver's licence expired on 24-11-2026");
    expect(readiness(driver([doc('driver_licence'), doc('lasdri', { inForce: null })]), D).reasons.map((r) => [r.code, r.fix_href])).toEqual([['document_missing', '/drivers/14/edit']]);
    expect(readiness(driver([doc('driver_licence')], { partnerStatus: 'inactive' }), D).reasons[0].message).toBe('Kunle Salami is set inactive');
    expect(readiness(driver([doc('driver_licence', { inForce: { expiresAt: addDays(D, 20) } })]), D)).toMatchObject({ status: 'at_risk', changes_on: addDays(D, 21) });
    // Outside Lagos the LASDRI card is not required: its type is not among the required ones.
    expect(readiness(driver([doc('driver_licence'), doc('lasdri', { required: false, inForce: null })]), D).status).toBe('ready');
  });
});

describe('readiness of a driver on a vehicle', () => {
  it('is blocked when the licence class cannot carry passengers for hire, whatever the documents', () => {
    const r = readiness({ kind: 'pair', vehicle: vehicle([doc('insurance')]), driver: driver([doc('driver_licence')], { licenceClass: 'B' }) }, D);
    expect(r.status).toBe('blocked');
    expect(r.reasons).toMatchObject([
      { code: 'licence_class', owner: 'driver', message: 'Kunle Salami holds a class B licence; carrying passengers for hire in KJA-174CR needs class E', fix_href: '/vehicles/details/7' },
    ]);
  });

  it('is blocked when either is, and carries both sides’ reasons', () => {
    const r = readiness({ kind: 'pair', vehicle: vehicle([doc('insurance', { inForce: null })]), driver: driver([doc('driver_licence', { inForce: { expiresAt: addDays(D, 2) } })]) }, D);
    expect(r.status).toBe('blocked');
    expect(r.reasons.map((x) => [x.owner, x.code])).toEqual([
      ['vehicle', 'document_missing'],
      ['driver', 'document_expiring'],
    ]);
    expect(readiness({ kind: 'pair', vehicle: vehicle([doc('insurance')]), driver: driver([doc('driver_licence')]) }, D).status).toBe('ready');
  });
});

describe('the licence class table (FRSC)', () => {
  it('has the FRSC classes A–H, J and V, and only E carries passengers for hire', () => {
    expect(LICENCE_CLASSES.map((c) => c.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'V']);
    expect(FOR_HIRE_CLASSES).toEqual(['E']);
    expect(['B', 'D', 'G', null, undefined, 'e'].map(canCarryPassengersForHire)).toEqual([false, false, false, false, false, true]);
  });
});

describe('documents as the API answers them', () => {
  it('read as facts: what is in force and what waits', () => {
    const base = { type: 'insurance', label: 'Insurance certificate', required: true, rejection_reason: null, replacement: null };
    expect(documentFacts({ ...base, state: 'expired', expires_at: '2026-11-20', replacement: { status: 'pending_review', rejection_reason: null } })).toMatchObject({
      inForce: { expiresAt: '2026-11-20' },
      pending: { status: 'pending_review', reason: null },
    });
    expect(documentFacts({ ...base, state: 'rejected', expires_at: null, rejection_reason: 'Blurry' })).toMatchObject({ inForce: null, pending: { status: 'rejected', reason: 'Blurry' } });
    expect(documentFacts({ ...base, state: 'missing', expires_at: null })).toMatchObject({ inForce: null, pending: null });
    expect(documentFacts({ ...base, state: 'approved', expires_at: null })).toMatchObject({ inForce: { expiresAt: null }, pending: null });
  });

  it('the worst status of several', () => {
    expect(worstStatus(['ready', 'at_risk'])).toBe('at_risk');
    expect(worstStatus(['ready', 'blocked', 'at_risk'])).toBe('blocked');
    expect(worstStatus([])).toBe('ready');
  });
});

describe('notes on documents waiting for review', () => {
  it('say until when the current one is in force, or since when it no longer is, as sentences (issue 51 §1)', () => {
    expect(
      replacementNotes(
        [
          doc('hackney_permit', { inForce: { expiresAt: '2026-12-02' }, pending: { status: 'pending_review', reason: null } }),
          doc('insurance', { inForce: { expiresAt: '2026-11-19' }, pending: { status: 'pending_review', reason: null } }),
          doc('cmr', { inForce: { expiresAt: null }, pending: { status: 'pending_review', reason: null } }),
          doc('lasdri', { pending: { status: 'rejected', reason: 'Blurry' } }),
        ],
        D,
      ).map(english),
    ).toEqual([
      'Hackney permit: replacement under review; the current document is in force until 02-12-2026',
      'Insurance certificate: replacement under review; blocked since 20-11-2026',
      'Central Motor Registry (CMR) certificate: replacement under review; the current document stays in force until the new one is approved',
    ]);
  });
});

describe("the fleet's day (the dashboard's morning answer)", () => {
  const ready = { status: 'ready' as const, reasons: [] };
  it('groups by vehicle (its driver once), then drivers without such a vehicle, each reason naming its record; says it in one line', async () => {
    const { fleetDay } = await import('~/domain/fleet-day');
    const blockedV = readiness(vehicle([doc('hackney_permit', { inForce: { expiresAt: '2026-11-19' } })]), D);
    const risky = readiness(driver([doc('driver_licence', { inForce: { expiresAt: addDays(D, 10) } })]), D);
    const day = fleetDay({
      day: D,
      vehicles: [
        { id: 7, plate: 'KJA-174CR', driver: { id: 3, name: 'Tunde Bello' }, drivers: [{ id: 3, name: 'Tunde Bello' }], readiness: blockedV },
        { id: 8, plate: 'KJA-211DY', driver: null, drivers: [], readiness: ready },
      ],
      drivers: [
        { id: 3, name: 'Tunde Bello', vehicle: { id: 7, plate: 'KJA-174CR' }, readiness: blockedV },
        { id: 4, name: 'Ada Eze', vehicle: null, readiness: risky },
      ],
    });
    // One problem, one line: Tunde is carried by his vehicle's line, not listed again (issue 32 §4).
    expect(day.blocked.map((l) => [l.who, l.reasons[0].about, l.reasons[0].message])).toEqual([['KJA-174CR · Tunde Bello', 'KJA-174CR', 'Hackney permit expired on 19-11-2026']]);
    // At risk says whose document, and from when (issue 32 §8).
    expect(day.atRisk.map((l) => [l.who, l.reasons[0].about, l.changes_on])).toEqual([['Ada Eze', 'Ada Eze', addDays(D, 11)]]);
    expect([day.blockedVehicles, day.blockedDrivers, day.empty]).toEqual([1, 1, null]);
    // Said in one line, in English here (the card's one wording, plurals from the catalogue).
    const { headlineWords } = await import('~/components/fleet/FleetDay');
    const say = englishSay();
    expect(headlineWords(day, 'tomorrow', say)).toBe('Tomorrow: 1 vehicle and 1 driver cannot work');
    expect(headlineWords({ ...day, blockedVehicles: 2 }, 'today', say)).toBe('Today: 2 vehicles and 1 driver cannot work');
    expect(headlineWords({ ...day, blockedVehicles: 0, blockedDrivers: 0 }, 'tomorrow', say)).toBe('All set for tomorrow');
    expect(headlineWords({ ...day, blockedVehicles: 0, blockedDrivers: 0, day: '2026-11-27' }, '2026-11-27', say)).toBe('All set for 27-11-2026');
  });

  it('never says "All set" to a fleet with nothing to work: it says what to add first (issue 32 §1)', async () => {
    const { fleetDay } = await import('~/domain/fleet-day');
    const { headlineWords } = await import('~/components/fleet/FleetDay');
    const say = englishSay();
    const none = fleetDay({ day: D, vehicles: [], drivers: [] });
    expect(none.empty).toBe('vehicles');
    expect(headlineWords(none, 'today', say)).toBe('No vehicle yet: add your first vehicle');
    const noDrivers = fleetDay({ day: D, vehicles: [{ id: 8, plate: 'KJA-211DY', driver: null, drivers: [], readiness: ready }], drivers: [] });
    expect(headlineWords(noDrivers, 'today', say)).toBe('No driver yet: add your first driver');
  });
});

describe('one projection of the fleet for day D (issue 32 §1)', () => {
  it('judges a vehicle with the drivers of its trips that day, else its assigned driver; each trip as its own pair', async () => {
    const { projectFleet } = await import('~/domain/fleet-day');
    const bus = { ...vehicle([doc('insurance')], { id: 1, plate: 'KJA-285FN' }), assignedDriverId: 14 };
    const kunle = { ...driver([doc('driver_licence')], { id: 14, name: 'Kunle Salami', licenceClass: 'B' }), assignedVehicleId: 1 };
    const segun = { ...driver([doc('driver_licence')], { id: 15, name: 'Segun Okonkwo' }), assignedVehicleId: null };
    // No trips: the assignment decides, and class B cannot carry passengers for hire.
    const quiet = projectFleet({ day: D, vehicles: [bus], drivers: [kunle, segun], trips: [] });
    expect(quiet.vehicles[0]).toMatchObject({ driver: { id: 14 }, readiness: { status: 'blocked' } });
    expect(quiet.vehicles[0].readiness.reasons[0].code).toBe('licence_class');
    expect(quiet.drivers.find((d) => d.id === 15)!.readiness.status).toBe('ready');
    // Trips that day still driven by Segun: the day's answer follows the trips, and says both.
    const trips = [
      { id: 91, startsAt: `${D}T17:00:00.000Z`, routeCode: 'LAG-IKD-01', vehicleId: 1, driverId: 15 },
      { id: 92, startsAt: `${D}T19:00:00.000Z`, routeCode: 'LAG-IKD-01', vehicleId: 1, driverId: 14 },
    ];
    const busy = projectFleet({ day: D, vehicles: [bus], drivers: [kunle, segun], trips });
    expect(busy.vehicles[0].drivers.map((d) => d.id)).toEqual([15, 14]);
    expect(busy.vehicles[0].readiness.status).toBe('blocked');
    expect(busy.trips.map((t) => [t.id, t.readiness.status])).toEqual([
      [91, 'ready'],
      [92, 'blocked'],
    ]);
    expect(busy.drivers.find((d) => d.id === 15)!.vehicle).toEqual({ id: 1, plate: 'KJA-285FN' });
  });
});

describe('a picker shows every reason, most serious first (issue 32 §8)', () => {
  it('class B before an expiring licence; the trip’s own reason (busy) first, never hiding an expired paper', async () => {
    const { allReasons } = await import('~/domain/readiness');
    const pair = readiness(
      {
        kind: 'pair',
        vehicle: vehicle([doc('insurance', { inForce: { expiresAt: '2026-11-01' } })]),
        driver: driver([doc('driver_licence', { inForce: { expiresAt: addDays(D, 5) } })], { licenceClass: 'B' }),
      },
      D,
    );
    expect(allReasons(pair.reasons, ['On another trip at that time'])).toBe(
      [
        'On another trip at that time',
        'Kunle Salami holds a class B licence; carrying passengers for hire in KJA-174CR needs class E',
        'Insurance certificate expired on 01-11-2026',
        `Driver's licence expires on ${addDays(D, 5).split('-').reverse().join('-')}: blocked from ${addDays(D, 6).split('-').reverse().join('-')}`,
      ].join('; '),
    );
  });
});
