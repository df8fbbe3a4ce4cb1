/**
 * Reference lists that rarely change (countries, cities, banks, partner roles, and the fleet's
 * makes, models, types and amenities), cached in this process for REFERENCE_TTL_MS so pages do
 * not wait on the upstream for them on every request. A failed load is not cached.
 */
import { LRUCache } from 'lru-cache';
import type { Upstream } from '~/api/client.server';
import type { CountryOption } from '~/lib/countries';

/** How long a reference list is reused: 10 minutes, in ms. */
export const REFERENCE_TTL_MS = 10 * 60 * 1000;

const lists = new LRUCache<string, Promise<unknown>>({ max: 50, ttl: REFERENCE_TTL_MS });

/** The list `key`, loaded with `load` at most once per REFERENCE_TTL_MS. */
export function referenceList<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = lists.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    lists.set(key, pending);
    pending.catch(() => lists.delete(key));
  }
  return pending;
}

/** Forget every cached list (tests). */
export const clearReferenceLists = () => lists.clear();

/** Countries for the phone selector, Nigeria first as the upstream orders them. */
export function countryOptions(api: Upstream): Promise<CountryOption[]> {
  return referenceList('countries', async () =>
    (await api.countries()).map((c) => ({ code: c.code, name: c.name ?? c.code, dialCode: c.phone_code.startsWith('+') ? c.phone_code : `+${c.phone_code}` })),
  );
}

/** The cities of the marketplace (spec section 7: city list, limit 1000). */
export const cityList = (api: Upstream) => referenceList('cities', () => api.cities());

/** The banks of the settlement account form. */
export const bankList = (api: Upstream) => referenceList('banks', () => api.payouts.banks());

/** The partner roles (spec section 7: roles of group partner). */
export const roleList = (api: Upstream) => referenceList('roles', () => api.team.roles());
