/**
 * The sandbox's fleet API (issue 10, section 1): the seeded story, lists with search, filters
 * and paging, assignment conflicts, removal refused while a vehicle has trips, document review
 * moving a vehicle's status, and the import's dry run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { apiNow } from './clock';

const sb = withSandbox();
const base = () => sb.current.url;
let token = '';
let partnerId = 0;
const get = async (path: string) => (await api(base(), 'GET', path, undefined, token)).body;

type Doc = { type: string; state: string; rejection_reason: string | null; document_id: number | null; replacement: { id: number; status: string } | null };
type Vehicle = { id: number; plate: string; status: string; driver: { id: number; name: string } | null; documents: Doc[] };
type Driver = { id: number; fname: string; lname: string; phone: string; status: string; vehicle: { id: number; plate: string } | null; documents: Doc[] };

beforeAll(async () => {
  token = await login(base(), 'owner@example.com');
  partnerId = (await get('/v1/users/1/partner-members')).data[0].partner.id;
});

const vehicles = async (query = '') => (await get(`/v1/partners/${partnerId}/vehicles?perPage=100${query}`)) as { data: Vehicle[]; metadata: { total: number } };
const drivers = async (query = '') => (await get(`/v1/partners/${partnerId}/drivers?perPage=100${query}`)) as { data: Driver[]; metadata: { total: number } };

describe('the seeded fleet of Lagos Shuttle Partners Ltd', () => {
  it('tells the issue’s document story, computed from dates', async () => {
    const vs = (await vehicles()).data;
    const ds = (await drivers()).data;
    expect(vs).toHaveLength(12);
    expect(ds).toHaveLength(15);
    const docs = vs.flatMap((v) => v.documents);
    expect(docs.filter((d) => d.state === 'expiring_soon').length).toBeGreaterThanOrEqual(2);
    const expiredOwner = vs.filter((v) => v.documents.some((d) => d.state === 'expired'));
    expect(expiredOwner).toHaveLength(1);
    expect(expiredOwner[0].status).toBe('suspended');
    expect(docs.filter((d) => d.state === 'rejected').map((d) => d.rejection_reason)).toEqual(['Document is blurry']);
    // Pending: the vehicle under review, and the one whose only CMR was rejected.
    expect(vs.filter((v) => v.status === 'pending' && v.documents.some((d) => d.state === 'pending_review'))).toHaveLength(1);
    expect(vs.filter((v) => v.status === 'pending')).toHaveLength(2);
    expect(ds.filter((d) => d.documents.some((x) => x.type === 'driver_licence' && x.state === 'expiring_soon')).length).toBeGreaterThanOrEqual(1);
    expect(ds.filter((d) => !d.vehicle)).toHaveLength(3);
  });
});

describe('lists', () => {
  it('pages with a total and searches by name, plate and licence number', async () => {
    const page1 = await get(`/v1/partners/${partnerId}/drivers?perPage=10&page=1`);
    const page2 = await get(`/v1/partners/${partnerId}/drivers?perPage=10&page=2`);
    expect(page1.data).toHaveLength(10);
    expect(page2.data).toHaveLength(5);
    expect(page1.metadata.total).toBe(15);
    const one = page1.data[0] as Driver;
    expect((await drivers(`&search=${encodeURIComponent(one.lname)}`)).data.map((d) => d.id)).toContain(one.id);
    const v = (await vehicles()).data[0];
    expect((await vehicles(`&search=${v.plate.toLowerCase()}`)).data.map((x) => x.id)).toEqual([v.id]);
    expect((await drivers('&has_vehicle=false')).metadata.total).toBe(3);
    expect((await vehicles('&status=suspended')).data.every((x) => x.status === 'suspended')).toBe(true);
  });
});

describe('assignment', () => {
  it('refuses a second driver for a vehicle and a second vehicle for a driver, naming the other, and keeps history', async () => {
    const vs = (await vehicles()).data;
    const free = (await drivers('&has_vehicle=false')).data[0];
    const taken = vs.find((v) => v.driver)!;
    const busy = await api(base(), 'POST', `/v1/vehicles/${taken.id}/driver`, { driver_id: free.id }, token);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('VehicleAlreadyAssigned');
    expect(busy.body.message).toContain(taken.driver!.name);

    const driving = (await drivers('&has_vehicle=true')).data[0];
    await api(base(), 'DELETE', `/v1/vehicles/${taken.id}/driver`, undefined, token);
    const other = await api(base(), 'POST', `/v1/vehicles/${taken.id}/driver`, { driver_id: driving.id }, token);
    if (driving.vehicle!.id !== taken.id) {
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('DriverAlreadyAssigned');
      expect(other.body.message).toContain(driving.vehicle!.plate);
    }
    const ok = await api(base(), 'POST', `/v1/vehicles/${taken.id}/driver`, { driver_id: free.id }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.driver).toMatchObject({ id: free.id });
    const history = (await get(`/v1/vehicles/${taken.id}/assignments`)).data as { driver: { id: number }; unassigned_at: string | null }[];
    expect(history[0]).toMatchObject({ driver: { id: free.id }, unassigned_at: null });
    expect(history[1].unassigned_at).not.toBeNull();
  });

  it('refuses to remove a vehicle with upcoming or active trips', async () => {
    const vs = (await vehicles()).data;
    let refused = 0;
    for (const v of vs) {
      const upcoming = await get(`/v1/vehicles/${v.id}/trips?status=upcoming&perPage=1`);
      if (!upcoming.metadata.total) continue;
      const res = await api(base(), 'DELETE', `/v1/vehicles/${v.id}`, undefined, token);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('VehicleHasTrips');
      refused++;
      break;
    }
    expect(refused).toBe(1);
  });
});

describe('documents', () => {
  it('keeps the expired document in force until its replacement is approved, then the vehicle is active', async () => {
    const suspended = (await vehicles()).data.find((v) => v.status === 'suspended')!;
    const expired = suspended.documents.find((d) => d.state === 'expired')!;
    const nextYear = `${new Date(apiNow()).getUTCFullYear() + 1}-06-30`;
    const upload = await api(base(), 'POST', `/v1/vehicles/${suspended.id}/documents`, { type: expired.type, file_url: 'http://sandbox/files/x.pdf', expires_at: nextYear }, token);
    expect(upload.status).toBe(201);
    let now = (await get(`/v1/vehicles/${suspended.id}`)).data as Vehicle;
    expect(now.status).toBe('suspended');
    expect(now.documents.find((d) => d.type === expired.type)!.replacement).toMatchObject({ id: upload.body.data.id, status: 'pending_review' });
    const review = await api(base(), 'POST', `/__sandbox/documents/${upload.body.data.id}/review`, { decision: 'approve' });
    expect(review.status).toBe(200);
    now = (await get(`/v1/vehicles/${suspended.id}`)).data as Vehicle;
    expect(now.documents.find((d) => d.type === expired.type)!.state).toBe('approved');
    expect(now.status).toBe('active');
  });

  it('refuses an expiry date that is not after today', async () => {
    const v = (await vehicles()).data[0];
    const res = await api(base(), 'POST', `/v1/vehicles/${v.id}/documents`, { type: 'insurance', file_url: 'http://sandbox/files/x.pdf', expires_at: '2020-01-01' }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.expires_at).toEqual(['The expiry date must be after today']);
  });
});

describe('driver import', () => {
  const row = (phone: string, extra: Record<string, unknown> = {}) => ({
    fname: 'Ada',
    lname: 'Okafor',
    phone,
    dob: '1990-01-31',
    address: '12 Allen Avenue, Ikeja',
    licence_number: 'ABC123456',
    licence_class: 'E',
    licence_expiry: '2030-01-31',
    lasdri_number: 'LAS12345',
    lasdri_expiry: '2030-01-31',
    ...extra,
  });

  it('reports each bad row in a dry run and saves only on commit, all or nothing', async () => {
    const before = (await drivers()).metadata.total;
    const dry = await api(base(), 'POST', `/v1/partners/${partnerId}/drivers/import`, { rows: [row('+2348161111111'), row('+2348161111112', { licence_class: 'Z' })] }, token);
    expect(dry.status).toBe(200);
    expect(dry.body.data.valid).toBe(1);
    expect(dry.body.data.rows[1]).toMatchObject({ row: 2, ok: false, errors: [{ field: 'licence_class' }] });
    // All or nothing: a file with a bad row stages nothing.
    expect(dry.body.data.import_id).toBeNull();
    expect((await drivers()).metadata.total).toBe(before);
    const fixed = await api(base(), 'POST', `/v1/partners/${partnerId}/drivers/import`, { rows: [row('+2348161111111'), row('+2348161111112')] }, token);
    expect(fixed.body.data.valid).toBe(2);
    const commit = await api(base(), 'POST', `/v1/partners/${partnerId}/drivers/import`, { import_id: fixed.body.data.import_id }, token);
    expect(commit.status).toBe(201);
    expect(commit.body.data.created).toBe(2);
    expect((await drivers()).metadata.total).toBe(before + 2);
    const again = await api(base(), 'POST', `/v1/partners/${partnerId}/drivers/import`, { import_id: fixed.body.data.import_id }, token);
    expect(again.status).toBe(404);
  });
});
