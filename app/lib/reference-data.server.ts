/**
 * Reference lists that rarely change (countries), cached in memory for an hour so the auth
 * pages do not wait on the upstream for them.
 */
import type { Upstream } from '~/lib/api/client.server';
import type { CountryOption } from '~/components/form/PhoneField';

const TTL_MS = 60 * 60 * 1000;
let countries: { at: number; value: CountryOption[] } | undefined;

/** Countries for the phone selector, Nigeria first as the upstream orders them. */
export async function countryOptions(api: Upstream): Promise<CountryOption[]> {
  if (countries && Date.now() - countries.at < TTL_MS) return countries.value;
  const list = await api.countries();
  const value = list.map((c) => ({ code: c.code, name: c.name ?? c.code, dialCode: c.phone_code.startsWith('+') ? c.phone_code : `+${c.phone_code}` }));
  countries = { at: Date.now(), value };
  return value;
}
