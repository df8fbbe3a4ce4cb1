/**
 * The typed upstream client (spec section 7; DESIGN rule 3). One client per request and token,
 * built by the load context (`context.api`, app/lib/context.server.ts). Every call:
 * - has the 60 s timeout (spec section 9) and is aborted when the browser goes away;
 * - carries the bearer token and the request id (`X-Request-Id`), so one partner's request can
 *   be followed from the portal's logs into the API's;
 * - parses the reply as `unknown` with a zod schema of the contract;
 * - on 401 calls `onUnauthorized`, which throws the redirect to /login (the session dies);
 * - on a refused connection, a timeout, or a reply that is not the API's (an HTML 502 from a
 *   proxy, an empty or malformed body) throws a 502/503 Response: a readable error page;
 * - on any other failure throws `UpstreamError` with the server's message or the fallback.
 * GET replies (up to MEMO_MAX_CHARS) are memoised for the life of the client (one request): the layout's and the
 * page's loaders share one memberships call. Any other method clears the memo, so a read after
 * a write is fresh.
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { API_TIMEOUT_MS, CITY_LIST_LIMIT, FALLBACK_ERROR, MEMBERS_PAGE_SIZE } from '~/domain/constants';
import { UpstreamError } from '~/api/errors';
import { undiciTransport, type Transport, type UpstreamReply } from '~/api/transport.server';
import { noteApiDate } from '~/api/api-clock.server';
import * as c from '~contract/core';
import * as f from '~contract/fleet';
import { activityPage } from '~contract/activity';
import * as dr from '~contract/document-requests';
import * as dp from '~contract/driver-pay';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import type { activityQuery } from '~contract/activity';
import { UPLOAD_MAX_BYTES } from '~contract/constants';

/** A request body as the contract takes it. */
type Body<T extends z.ZodTypeAny> = z.input<T>;

export type UpstreamOptions = {
  baseUrl: string;
  /** The bearer token, or a function resolving it (read lazily from the session). */
  token?: string | (() => Promise<string | undefined>);
  /** Called on a 401; must throw (a redirect). */
  onUnauthorized?: () => never | Promise<never>;
  /** Aborts calls when the browser goes away. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as `X-Request-Id`. */
  requestId?: string;
  /** How a request is sent (tests may replace it); undici by default. */
  transport?: Transport;
  log?: (entry: { method: string; path: string; status: number | 'error'; ms: number }) => void;
  /** The `Idempotency-Key` of a write (issue 33 §1), or undefined to send none. */
  idempotencyKey?: (method: string, path: string) => string | undefined;
  /** An API error's words for the person (issue 44 §7: by its code, in their language); the API's text when absent. */
  errorWords?: (code: string | undefined, apiText: string, words?: c.Said[]) => string | Promise<string>;
};

/** While the API still runs the first request of a key (409), a repeat waits this long between asks (ms), at most IN_USE_TRIES times. */
export const IN_USE_WAIT_MS = 250;
export const IN_USE_TRIES = 40;

type CallOptions<S extends z.ZodTypeAny> = {
  schema: S;
  body?: unknown;
  /** The query string (typed per call by contract/queries.ts); undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** A multipart body, sent as is. */
  form?: FormData;
  /** More request headers (a document link's token, issue 43: never in a URL the API logs). */
  headers?: Record<string, string>;
};

export const UNAVAILABLE_MESSAGE = 'We cannot reach the marketplace right now. Please check your connection and try again in a moment.';
export const BAD_REPLY_MESSAGE = 'The marketplace sent an answer we could not read. Please try again in a moment.';

/** The readable error page's response: 503 when unreachable, 502 when the reply was not the API's. */
const unavailable = (status: 502 | 503, code: string) => json({ message: status === 503 ? UNAVAILABLE_MESSAGE : BAD_REPLY_MESSAGE, code }, { status });

/** Replies longer than this (characters of JSON) are not memoised. */
export const MEMO_MAX_CHARS = 256 * 1024;

/** Build the client; see the module comment for its failure behaviour. */
export function createUpstream(options: UpstreamOptions) {
  const options_ = options;
  const transport = options.transport ?? undiciTransport;
  const base = options.baseUrl.replace(/\/+$/, '');
  const memo = new Map<string, Promise<unknown>>();

  async function send<S extends z.ZodTypeAny>(
    method: string,
    url: URL,
    path: string,
    { schema, body, form, headers: extra }: CallOptions<S>,
    idempotencyKey?: string,
    tries = 0,
  ): Promise<{ value: z.infer<S>; size: number }> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = performance.now();
    let res: UpstreamReply;
    try {
      res = await transport(url, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal });
    } catch (error) {
      options.log?.({ method, path, status: 'error', ms: performance.now() - started });
      if (options.signal?.aborted) throw error;
      throw unavailable(503, 'UpstreamUnavailable');
    }
    options.log?.({ method, path, status: res.status, ms: performance.now() - started });
    noteApiDate(res.date);
    if (res.status === 401 && options.onUnauthorized) {
      await res.discard();
      return { value: await options.onUnauthorized(), size: 0 };
    }
    const text = await res.text().catch(() => '');
    let payload: unknown;
    try {
      payload = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: a proxy's HTML error page, or a broken reply.
      if (res.ok || res.status >= 500) throw unavailable(res.status === 503 || res.status === 504 ? 503 : 502, 'BadUpstreamReply');
      payload = undefined;
    }
    if (!res.ok) {
      const err = c.errorBody.safeParse(payload ?? {});
      const e = err.success ? err.data : {};
      // The first request of this key is still running (a double tap): wait for its answer, which is ours too.
      if (res.status === 409 && e.code === 'IdempotencyKeyInUse' && idempotencyKey && tries < IN_USE_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, IN_USE_WAIT_MS));
        return send(method, url, path, { schema, body, form, headers: extra }, idempotencyKey, tries + 1);
      }
      // A 5xx without the API's error body did not come from the API: the readable page.
      if (res.status >= 500 && !e.message) throw unavailable(res.status === 503 || res.status === 504 ? 503 : 502, 'UpstreamUnavailable');
      const apiText = e.message ?? FALLBACK_ERROR;
      const words = options.errorWords ? await options.errorWords(e.code, apiText, e.words) : apiText;
      // A field's message that repeats the API's sentence is said in the same words.
      const fields = Object.fromEntries(Object.entries(e.errors ?? {}).map(([field, list]) => [field, list.map((m) => (m === apiText ? words : m))]));
      throw new UpstreamError(words, res.status, e.code, fields);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw unavailable(502, 'BadUpstreamReply');
    return { value: parsed.data, size: text.length };
  }

  function call<S extends z.ZodTypeAny>(method: string, path: string, options: CallOptions<S>): Promise<z.infer<S>> {
    const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    if (method !== 'GET') {
      memo.clear();
      return send(method, url, path, options, options_.idempotencyKey?.(method, path)).then((r) => r.value);
    }
    const key = url.href;
    let pending = memo.get(key) as Promise<z.infer<S>> | undefined;
    if (!pending) {
      pending = send(method, url, path, options).then((r) => {
        // A large reply (an export's page) is not kept: a stream must not hold what it sent.
        if (r.size > MEMO_MAX_CHARS) memo.delete(key);
        return r.value;
      });
      memo.set(key, pending);
      // A failed read is not remembered: a retry in the same request asks again.
      pending.catch(() => memo.delete(key));
    }
    return pending;
  }

  const data = <T extends z.ZodTypeAny>(schema: T) => c.envelope(schema);
  const ok = z.unknown();

  return {
    call,
    countries: async () => (await call('GET', '/v1/countries', { schema: data(z.array(c.country)) })).data,
    cities: async () =>
      (await call('GET', '/v1/city/all', { schema: data(z.array(c.city)), query: { limit: CITY_LIST_LIMIT, fields: 'id,name,code,country_id' } satisfies QueryOf<typeof q.cities> })).data,
    auth: {
      login: (body: Body<typeof r.login>) => call('POST', '/v1/login', { schema: c.loginReply, body }),
      register: async (body: Body<typeof r.register>) => (await call('POST', '/v1/users', { schema: data(c.userWithToken), body })).data,
      requestOtp: async (body: Body<typeof r.otpRequest>) => (await call('POST', '/v1/otp-login', { schema: c.otpRequestReply, body })).data,
      confirmOtp: async (referenceId: string, body: Body<typeof r.otpVerify>) =>
        (await call('PATCH', `/v1/otp-login/${encodeURIComponent(referenceId)}`, { schema: data(c.userWithToken), body })).data,
      forgotPassword: (body: Body<typeof r.passwordReset>) => call('POST', '/v1/password', { schema: ok, body }),
      changePassword: (body: Body<typeof r.passwordChange>) => call('POST', '/v1/password/change', { schema: ok, body }),
      logout: () => call('POST', '/v1/logout', { schema: ok }),
    },
    users: {
      profile: async () => (await call('GET', '/v1/users/profile', { schema: data(c.user) })).data,
      updateProfile: async (body: Body<typeof r.profileUpdate>) => (await call('PATCH', '/v1/users/profile', { schema: data(c.user), body })).data,
      memberships: async (userId: number) => (await call('GET', `/v1/users/${userId}/partner-members`, { schema: data(z.array(c.membership)) })).data,
    },
    partners: {
      create: async (body: Body<typeof r.partnerCreate>) => (await call('POST', '/v1/partners', { schema: data(c.partner), body })).data,
      get: async (id: number) => (await call('GET', `/v1/partners/${id}`, { schema: data(c.partner) })).data,
      update: async (id: number, body: Body<typeof r.partnerUpdate>) => (await call('PATCH', `/v1/partners/${id}`, { schema: data(c.partner), body })).data,
      kycStatus: async (accountSid: string) => (await call('GET', `/v1/partners/${encodeURIComponent(accountSid)}/kyc/status`, { schema: data(c.kycStatus) })).data,
      cities: async (id: number) => (await call('GET', `/v1/partners/${id}/cities`, { schema: data(z.array(c.city)) })).data,
      addCity: (id: number, cityId: number) => call('POST', `/v1/partners/${id}/cities`, { schema: ok, body: { city_id: cityId } satisfies Body<typeof r.partnerCity> }),
      verifyIdentity: (accountSid: string, body: Body<typeof r.identityVerification>) => call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/identity-verification`, { schema: ok, body }),
      verifyAddress: (accountSid: string, body: Body<typeof r.addressVerification>) => call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/address-verification`, { schema: ok, body }),
      summary: async (id: number, period: string) =>
        (await call('GET', `/v1/partners/${id}/summaries`, { schema: data(c.dashboardSummary), query: { period } satisfies QueryOf<typeof q.dashboardSummary> })).data,
      tripStats: async (id: number) => (await call('GET', `/v1/partners/${id}/trips/stats`, { schema: data(z.array(c.tripStat)) })).data,
      ratings: async (id: number) => (await call('GET', `/v1/ratings/partners/${id}`, { schema: data(c.ratings) })).data,
      companyDocuments: async (id: number) =>
        (
          await call('GET', `/v1/partners/${id}/company-documents`, {
            schema: data(z.array(c.companyDocument)),
          })
        ).data,
      addCompanyDocument: (id: number, body: Body<typeof r.companyDocument>) => call('POST', `/v1/partners/${id}/company-documents`, { schema: ok, body }),
      live: async (id: number) => (await call('GET', `/v1/partners/${id}/live`, { schema: data(z.array(c.vehiclePosition)) })).data,
      /**
       * The one projection of the fleet for `day` ('today', 'tomorrow' on the API's clock, or a
       * date; issue 32 §1): every vehicle and driver with its readiness. Without the day's trips
       * (`trips` is []): each trip carries its own verdict where the portal lists trips.
       */
      fleetReadiness: async (id: number, day: string) =>
        (await call('GET', `/v1/partners/${id}/fleet/readiness`, { schema: data(f.fleetReadiness), query: { day, omit: 'trips' } satisfies QueryOf<typeof q.fleetReadiness> })).data,
    },
    places: async (input: string) => (await call('GET', '/v1/places/autocomplete', { schema: data(z.array(c.place)), query: { input } satisfies QueryOf<typeof q.places> })).data,
    businessTypes: async () => (await call('GET', '/v1/business-types', { schema: data(z.array(c.businessType)) })).data,
    uploads: {
      identityFile: async (form: FormData) => (await call('POST', '/v1/upload/identity/files', { schema: c.uploadReply, form })).files[0].Location,
      /**
       * A file the API received (evidence, a document), by the location the API gave for it, read
       * with this session's token (issue 41 §3): its bytes and type, for the portal to serve behind
       * its own checks. Null when the location is not the API's own (`/files/…` under its
       * address), or the API does not show it to this user (404). At most UPLOAD_MAX_BYTES.
       */
      readFile: async (location: string): Promise<{ type: string; bytes: Uint8Array } | null> => {
        let url: URL;
        try {
          url = new URL(location, `${base}/`);
        } catch {
          return null;
        }
        if (url.origin !== new URL(base).origin || !/^\/files\/[\w-]{1,64}$/.test(url.pathname)) return null;
        const token = typeof options.token === 'function' ? await options.token() : options.token;
        const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)]) : AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
        const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal }).catch(() => null);
        if (!res) throw unavailable(503, 'UpstreamUnavailable');
        if (res.status === 404 || res.status === 403 || res.status === 401) return null;
        if (!res.ok) throw unavailable(502, 'BadUpstreamReply');
        const bytes = new Uint8Array(await res.arrayBuffer());
        if (bytes.length > UPLOAD_MAX_BYTES) throw unavailable(502, 'BadUpstreamReply');
        return { type: res.headers.get('content-type') ?? 'application/octet-stream', bytes };
      },
    },
    team: {
      roles: async () => (await call('GET', '/v1/acl/roles', { schema: data(z.array(c.role)), query: { group: 'partner' } satisfies QueryOf<typeof q.roles> })).data,
      members: (ownerId: number, page: number) =>
        call('GET', '/v1/account_members', {
          schema: c.paged(c.accountMember),
          query: { owner_id: ownerId, owner_type: 'partner', page, perPage: MEMBERS_PAGE_SIZE } satisfies QueryOf<typeof q.accountMembers>,
        }),
      invite: (body: Body<typeof r.invite>) => call('POST', '/v1/account_members', { schema: ok, body }),
      editRoles: (id: number, memberRoles: string[]) => call('PATCH', `/v1/account_members/${id}/roles`, { schema: ok, body: { member_roles: memberRoles } satisfies Body<typeof r.memberRoles> }),
      setStatus: (id: number, disabled: 0 | 1) => call('PATCH', `/v1/account_members/${id}/status`, { schema: ok, body: { disabled } satisfies Body<typeof r.memberDisabled> }),
    },
    payouts: {
      settlementAccounts: async (accountSid: string) =>
        (await call('GET', '/partner-payout/v1/settlement-accounts', { schema: data(z.array(c.settlementAccount)), query: { partnerId: accountSid } satisfies QueryOf<typeof q.settlementAccounts> }))
          .data,
      addSettlementAccount: async (body: Body<typeof r.settlementAccountCreate>) => (await call('POST', '/partner-payout/v1/settlement-accounts', { schema: data(c.settlementAccount), body })).data,
      /** Text the owner a code that confirms one payout-account change instead of the password (issue 24 §2). */
      confirmationCode: async (partnerId: string) =>
        (await call('POST', '/partner-payout/v1/confirmation-codes', { schema: data(c.payoutConfirmationCode), body: { partnerId } satisfies Body<typeof r.payoutConfirmationCodeRequest> })).data,
      /** Choose another account for payouts (owner, password or code again; cooling-off, issue 24 §2). */
      makePayoutAccount: async (id: number, body: Body<typeof r.payoutAccountChoose>) =>
        (await call('POST', `/partner-payout/v1/settlement-accounts/${id}/make-payout`, { schema: data(c.settlementAccount), body })).data,
      /** A payout-account change named by the owner's cancel link (no session needed). */
      payoutChange: async (token: string) => (await call('GET', `/v1/payout-account-changes/${encodeURIComponent(token)}`, { schema: data(c.payoutAccountChange) })).data,
      cancelPayoutChange: async (token: string) => (await call('POST', `/v1/payout-account-changes/${encodeURIComponent(token)}/cancel`, { schema: data(c.payoutAccountChange), body: {} })).data,
      banks: async () => (await call('GET', '/v1/banks', { schema: data(z.array(c.bank)) })).data,
      resolveAccount: async (bankCode: string, accountNumber: string) =>
        (await call('POST', '/v1/banks/resolve', { schema: data(c.resolvedAccount), body: { bank_code: bankCode, account_number: accountNumber } satisfies Body<typeof r.bankResolve> })).data,
    },
    fleet: {
      makes: async () => (await call('GET', '/v1/fleet/makes', { schema: data(z.array(f.vehicleMake)) })).data,
      vehicleTypes: async () => (await call('GET', '/v1/fleet/vehicle-types', { schema: data(z.array(c.named)) })).data.map((t) => t.name),
      amenities: async () => (await call('GET', '/v1/fleet/amenities', { schema: data(z.array(c.named)) })).data.map((t) => t.name),
      /** The document types of `cityCode` (and those of every city); without it, every city's, each with its `city`. */
      documentTypes: async (cityCode?: string) =>
        (await call('GET', '/v1/fleet/document-types', { schema: data(z.array(f.documentType)), query: { city: cityCode } satisfies QueryOf<typeof q.documentTypes> })).data,
      licenceClasses: async () => (await call('GET', '/v1/fleet/licence-classes', { schema: data(z.array(f.licenceClass)) })).data,
    },
    drivers: {
      list: (partnerId: number, query: QueryOf<typeof q.driverList>) => call('GET', `/v1/partners/${partnerId}/drivers`, { schema: c.paged(f.driver), query }),
      get: async (id: number) => (await call('GET', `/v1/drivers/${id}`, { schema: data(f.driver) })).data,
      create: async (partnerId: number, body: Body<ReturnType<typeof r.driverCreate>>) => (await call('POST', `/v1/partners/${partnerId}/drivers`, { schema: data(f.driver), body })).data,
      update: async (id: number, body: Body<typeof r.driverUpdate>) => (await call('PATCH', `/v1/drivers/${id}`, { schema: data(f.driver), body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/drivers/${id}/status`, { schema: data(f.driver), body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/drivers/${id}`, { schema: ok }),
      addDocument: (id: number, body: Body<typeof r.driverDocument>) => call('POST', `/v1/drivers/${id}/documents`, { schema: ok, body }),
      assignments: async (id: number) => (await call('GET', `/v1/drivers/${id}/assignments`, { schema: data(z.array(f.assignment)) })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/drivers/${id}/trips`, { schema: c.paged(f.trip), query }),
      /** Dry run (rows) or commit (import_id) of a bulk import. */
      importRows: async (partnerId: number, body: Body<typeof r.driverImport>) => (await call('POST', `/v1/partners/${partnerId}/drivers/import`, { schema: data(f.driverImport), body })).data,
    },
    /** Roadside passes (issue 25): the owner's view, its replacement, and a scan from the public page (no user). */
    /**
     * A driver's document link (issue 43). The owner's calls (ask, withdraw, review) with the
     * session; the public page's (open, file, submit) without one: the token is the only key, in
     * a body or a header, never in a URL.
     */
    documentRequests: {
      forDriver: async (driverId: number) => (await call('GET', `/v1/drivers/${driverId}/document-requests`, { schema: data(dr.driverDocumentRequests) })).data,
      ask: async (driverId: number, body: Body<typeof r.documentRequestCreate>) =>
        (await call('POST', `/v1/drivers/${driverId}/document-requests`, { schema: data(dr.driverDocumentRequests), body })).data,
      withdraw: (linkId: number) => call('DELETE', `/v1/document-requests/${linkId}`, { schema: ok }),
      accept: (submissionId: number, body: Body<typeof r.submissionAccept>) => call('POST', `/v1/document-submissions/${submissionId}/accept`, { schema: ok, body }),
      reject: (submissionId: number, body: Body<typeof r.submissionReject>) => call('POST', `/v1/document-submissions/${submissionId}/reject`, { schema: ok, body }),
      open: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/document-links/open', { schema: data(dr.documentLinkView), body: { token, viewer } satisfies Body<typeof r.documentLinkOpen> })).data,
      sendFile: async (token: string, file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return (await call('POST', '/v1/document-links/files', { schema: data(z.object({ file_url: z.string() })), form, headers: { 'x-document-link': token } })).data.file_url;
      },
      submit: async (body: Body<typeof r.documentLinkSubmit>) => (await call('POST', '/v1/document-links/submit', { schema: data(dr.documentLinkView), body })).data,
    },
    passes: {
      get: async (partnerId: number, vehicleId: number) => (await call('GET', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass`, { schema: data(f.vehiclePass) })).data,
      replace: async (partnerId: number, vehicleId: number) => (await call('POST', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass/replace`, { schema: data(f.vehiclePass), body: {} })).data,
      /** `viewer`: the keyed address of a person's view (recorded once an hour), or null (answered, not recorded). */
      scan: async (token: string, viewer: string | null) => (await call('POST', '/v1/passes/scan', { schema: data(f.passView), body: { token, viewer } satisfies Body<typeof r.passScan> })).data,
    },
    vehicles: {
      list: (partnerId: number, query: QueryOf<typeof q.vehicleList>) => call('GET', `/v1/partners/${partnerId}/vehicles`, { schema: c.paged(f.vehicle), query }),
      get: async (id: number) => (await call('GET', `/v1/vehicles/${id}`, { schema: data(f.vehicle) })).data,
      create: async (partnerId: number, body: Body<typeof r.vehicleCreate>) => (await call('POST', `/v1/partners/${partnerId}/vehicles`, { schema: data(f.vehicle), body })).data,
      update: async (id: number, body: Body<typeof r.vehicleUpdate>) => (await call('PATCH', `/v1/vehicles/${id}`, { schema: data(f.vehicle), body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/vehicles/${id}/status`, { schema: data(f.vehicle), body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/vehicles/${id}`, { schema: ok }),
      addDocument: (id: number, body: Body<typeof r.vehicleDocument>) => call('POST', `/v1/vehicles/${id}/documents`, { schema: ok, body }),
      assignments: async (id: number) => (await call('GET', `/v1/vehicles/${id}/assignments`, { schema: data(z.array(f.assignment)) })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/vehicles/${id}/trips`, { schema: c.paged(f.trip), query }),
      /** Assign a driver; the vehicle's trips ahead follow except `keepTripIds` (issue 32 §2). */
      assignDriver: async (id: number, driverId: number, keepTripIds: number[] = []) =>
        (await call('POST', `/v1/vehicles/${id}/driver`, { schema: data(f.vehicle), body: { driver_id: driverId, keep_trip_ids: keepTripIds } satisfies Body<typeof r.assignDriver> })).data,
      /** What assigning `driverId` would do to the vehicle's trips ahead (read-only). */
      assignPreview: async (id: number, driverId: number) =>
        (await call('GET', `/v1/vehicles/${id}/driver/preview`, { schema: data(f.assignPreview), query: { driver_id: driverId } satisfies QueryOf<typeof q.assignPreview> })).data,
      unassignDriver: async (id: number) => (await call('DELETE', `/v1/vehicles/${id}/driver`, { schema: data(f.vehicle) })).data,
    },
    trips: {
      list: (partnerId: number, query: QueryOf<typeof q.tripList>) => call('GET', `/v1/partners/${partnerId}/trips`, { schema: c.paged(f.trip), query }),
      get: async (id: number) => (await call('GET', `/v1/trips/${id}`, { schema: data(f.tripDetail) })).data,
      manifest: async (id: number) => (await call('GET', `/v1/trips/${id}/manifest`, { schema: data(z.array(f.manifestEntry)) })).data,
      /** Who could take over an upcoming trip, with what the readiness rule needs. */
      candidates: async (id: number) => (await call('GET', `/v1/trips/${id}/candidates`, { schema: data(f.tripCandidates) })).data,
      swapDriver: async (id: number, driverId: number) =>
        (await call('PATCH', `/v1/trips/${id}/driver`, { schema: data(f.trip), body: { driver_id: driverId } satisfies Body<typeof r.tripDriver> })).data,
      swapVehicle: async (id: number, vehicleId: number) =>
        (await call('PATCH', `/v1/trips/${id}/vehicle`, { schema: data(f.trip), body: { vehicle_id: vehicleId } satisfies Body<typeof r.tripVehicle> })).data,
    },
    routes: {
      list: (partnerId: number, query: QueryOf<typeof q.routeList>) => call('GET', `/v1/partners/${partnerId}/routes`, { schema: c.paged(f.route), query }),
      get: async (id: number) => (await call('GET', `/v1/routes/${id}`, { schema: data(f.routeDetail) })).data,
    },
    earnings: {
      summary: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/earnings/summary`, { schema: data(f.earningsSummary) })).data,
      lines: (partnerId: number, query: QueryOf<typeof q.earningsLines>) => call('GET', `/v1/partners/${partnerId}/earnings`, { schema: f.earningsPage, query }),
      byVehicle: async (partnerId: number, query: QueryOf<typeof q.earningsPeriod>) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/by-vehicle`, { schema: data(z.array(f.vehicleEarnings)), query })).data,
      byDriver: async (partnerId: number, query: QueryOf<typeof q.earningsPeriod>) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/by-driver`, { schema: data(z.array(f.driverEarnings)), query })).data,
      /** The refunds paid within a period, of a vehicle, route or driver (issue 41 §2). */
      refunds: async (partnerId: number, query: QueryOf<typeof q.refundLines>) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/refunds`, { schema: data(z.array(f.refundLine)), query })).data,
      /** A partner's year: each month as its payslip has it, its payout, the totals, by vehicle (issue 41 §5). */
      statement: async (partnerId: number, year: number) => (await call('GET', `/v1/partners/${partnerId}/statements/${year}`, { schema: data(f.statement) })).data,
      /** One driver's last `months` months, newest first (issue 24 §1). */
      driverMonths: async (partnerId: number, driverId: number, months = 6) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/drivers/${driverId}/months`, { schema: data(z.array(f.driverMonth)), query: { months } satisfies QueryOf<typeof q.driverMonths> })).data,
      costConfigurations: (partnerId: number, query: QueryOf<typeof q.page>) => call('GET', `/v1/partners/${partnerId}/cost-configurations`, { schema: c.paged(f.costConfiguration), query }),
      vehicleCosts: async (partnerId: number, vehicleId: number) => (await call('GET', `/v1/partners/${partnerId}/cost-configurations/vehicles/${vehicleId}`, { schema: data(f.vehicleCosts) })).data,
      /** Ask the marketplace to change a vehicle's supply cost (issue 24 §4). */
      requestCostChange: async (partnerId: number, vehicleId: number, body: Body<typeof r.costChangeRequestCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/cost-configurations/vehicles/${vehicleId}/requests`, { schema: data(f.costChangeRequest), body })).data,
      payouts: (partnerId: number, query: QueryOf<typeof q.page>) => call('GET', `/v1/partners/${partnerId}/payouts`, { schema: c.paged(f.payout), query }),
      payslips: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/payslips`, { schema: data(z.array(f.payslipSummary)) })).data,
      payslip: async (partnerId: number, month: string) => (await call('GET', `/v1/partners/${partnerId}/payslips/${encodeURIComponent(month)}`, { schema: data(f.payslip) })).data,
      /** One deduction with where it was taken, its payout and its query window (issue 36). */
      deduction: async (partnerId: number, id: number) => (await call('GET', `/v1/partners/${partnerId}/deductions/${id}`, { schema: data(f.deductionDetail) })).data,
      queryDeduction: async (partnerId: number, body: Body<typeof r.deductionQueryCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/deduction-queries`, { schema: data(f.deductionQuery), body })).data,
      deductionQueries: (partnerId: number, query: QueryOf<typeof q.deductionQueryList>) => call('GET', `/v1/partners/${partnerId}/deduction-queries`, { schema: c.paged(f.deductionQuery), query }),
      deductionQuery: async (partnerId: number, id: number) => (await call('GET', `/v1/partners/${partnerId}/deduction-queries/${id}`, { schema: data(f.deductionQuery) })).data,
    },
    /** Driver pay (issue 53): rules, the owner's entries, a period's run, drivers marked paid. */
    pay: {
      rules: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/pay/rules`, { schema: data(z.array(dp.payRule)) })).data,
      run: async (partnerId: number, period: 'week' | 'month', start: string) => (await call('GET', `/v1/partners/${partnerId}/pay/run`, { schema: data(dp.payRun), query: { period, start } })).data,
      setRule: async (partnerId: number, body: z.input<typeof dp.payRuleCreate>) => (await call('POST', `/v1/partners/${partnerId}/pay/rules`, { schema: data(dp.payRule), body })).data,
      addEntry: async (partnerId: number, body: z.input<typeof dp.payAdjustmentCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/adjustments`, { schema: data(z.object({ id: z.number() })), body })).data,
      markPaid: async (partnerId: number, body: z.input<typeof dp.payPaymentCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/payments`, { schema: data(z.object({ paid_driver_ids: z.array(z.number()) })), body })).data,
      /** How a driver is paid today (issue 53 §6): readable by whoever may read the driver. */
      driverRule: async (driverId: number) => (await call('GET', `/v1/drivers/${driverId}/pay-rule`, { schema: data(dp.driverPayRule) })).data,
      /** The account a driver is paid into; the API answers the holder's name (number masked). */
      setAccount: async (partnerId: number, body: z.input<typeof dp.payAccountSet>) => (await call('PUT', `/v1/partners/${partnerId}/pay/accounts`, { schema: data(dp.payAccount), body })).data,
      /** Text a driver the link to their statement of a period (issue 53 §4). */
      sendStatement: async (partnerId: number, body: z.input<typeof dp.payStatementCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/statements`, { schema: data(z.object({ sent_to: z.string() })), body })).data,
      /** The driver's statement by its link's token (no session); `viewer` records a person's first view. */
      openStatement: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/pay-statements/open', { schema: data(dp.payStatementView), body: { token, viewer } satisfies z.input<typeof dp.payStatementOpen> })).data,
      /** The driver's "This is not right", with their note. */
      noteStatement: async (body: z.input<typeof dp.payStatementNote>) => (await call('POST', '/v1/pay-statements/notes', { schema: data(dp.payStatementView), body })).data,
    },
    notifications: {
      preferences: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/notification-preferences`, { schema: data(f.notificationPreferences) })).data,
      savePreferences: async (partnerId: number, body: Body<typeof r.notificationPreferences>) =>
        (await call('PUT', `/v1/partners/${partnerId}/notification-preferences`, { schema: data(f.notificationPreferences), body })).data,
      /** Tomorrow's digest as the owner would receive it. */
      /** Tomorrow's digest as the person asking receives it, or (for the owner) as a manager of `scope` does (issue 42 §5). */
      preview: async (partnerId: number, scope?: 'vehicles' | 'drivers') =>
        (await call('GET', `/v1/partners/${partnerId}/notifications/preview`, { schema: data(f.digestPreview), query: { scope } satisfies QueryOf<typeof q.digestPreview> })).data,
    },
    activity: {
      /** The activity log (issue 24 §3): newest first; a member gets only their own entries. */
      list: (partnerId: number, query: QueryOf<typeof activityQuery>) => call('GET', `/v1/partners/${partnerId}/activity`, { schema: activityPage, query }),
    },
    invitations: {
      /** The logged-in user's pending invitations. */
      list: async () => (await call('GET', '/v1/partner/invitations', { schema: data(z.array(c.invitation)) })).data,
      accept: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/accept`, { schema: ok }),
      reject: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/reject`, { schema: ok }),
      /** Look up an invitation by its code (no token needed). */
      byCode: async (code: string) => (await call('GET', '/v1/account_members/invite', { schema: data(c.inviteLookup), query: { code } satisfies QueryOf<typeof q.invitation> })).data,
      acceptById: (memberId: number) => call('PATCH', `/v1/account_members/${memberId}/accept`, { schema: ok }),
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
