/**
 * Phone number with a country selector (spec section 5 "Phone input"). The default country is
 * Nigeria: its +234 shows as a fixed prefix beside the number (issue 15). Another country is
 * chosen under "Not a Nigerian number?" (a native `<select>` in a `<details>`, so it works
 * without JavaScript); with JavaScript (app/enhance/phone.ts) the prefix follows the choice,
 * and a search box appears when the list is long enough to need one.
 */
import { inputProps, selectProps, type FieldMeta } from '~/components/form/useAppForm';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import * as ui from '~/styles/ui.css';
import { FieldError, useMessageWords } from '~/components/form/Field';
import * as css from '~/components/form/form.css';

import type { CountryOption } from '~/lib/countries';
import { useLanguage } from '~/components/useWords';
export type { CountryOption };

/** The flag emoji of an ISO 3166 alpha-2 code ('NG' → 🇳🇬). */
export const flagOf = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const regionNamesBy = new Map<string, Intl.DisplayNames | null>();
/** Country names in `language` (CLDR through Intl; made once per language), or null where Intl has none. */
function regionNames(language: string): Intl.DisplayNames | null {
  if (!regionNamesBy.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNamesBy.set(language, names);
  }
  return regionNamesBy.get(language) ?? null;
}

/** Above this many countries a search box helps (with JavaScript); below, the list is short enough to scan. */
export const COUNTRY_SEARCH_FROM = 15;

export function PhoneField({ label, country, phone, countries }: { label: string; country: FieldMeta; phone: FieldMeta; countries: CountryOption[] }) {
  const initial = (typeof country.initialValue === 'string' && country.initialValue) || DEFAULT_COUNTRY.code;
  const current = countries.find((c) => c.code === initial) ?? { code: DEFAULT_COUNTRY.code, name: 'Nigeria', dialCode: DEFAULT_COUNTRY.dialCode };
  const countryProps = selectProps(country);
  // A text input with the phone keyboard: HTML allows `tel-national` (the number without the
  // country's code, which the select beside it holds) only on a text input (issue 54 §9).
  const phoneProps = inputProps(phone, { type: 'text' });
  const prefixId = `${phone.id}-prefix`;
  const say = useMessageWords();
  const language = useLanguage();
  // Each country by its name in the reader's language (CLDR, through Intl), else the API's name.
  const names = regionNames(language);
  const countryName = (c: { code: string; name: string }) => names?.of(c.code) ?? c.name;
  return (
    <fieldset className={css.fieldset} aria-describedby={phone.errors?.length ? phone.errorId : undefined}>
      <legend className={css.legend}>{label}</legend>
      {/* The country's code is a fixed prefix (Nigeria's by default); the number goes beside it. */}
      <div className={css.phoneRow}>
        <span className={css.phonePrefix} id={prefixId} data-testid="phone-prefix">
          <span aria-hidden="true">{flagOf(current.code)} </span>
          {current.dialCode}
        </span>
        <div className={ui.field}>
          <label htmlFor={phone.id} className={ui.visuallyHidden}>
            {label}
          </label>
          <input {...phoneProps} className={ui.input} autoComplete="tel-national" inputMode="tel" placeholder="803 123 4567" aria-describedby={prefixId} />
        </div>
      </div>
      <details className={css.countryChoice} open={initial !== DEFAULT_COUNTRY.code ? true : undefined}>
        {/* Its two sayings travel with it (issue 52 §4): the phone script words a new choice in the reader's language. */}
        <summary className={css.countrySummary} data-vp-words={`${say('Not a Nigerian number?')}|${say('Country')}: `}>
          {initial === DEFAULT_COUNTRY.code ? say('Not a Nigerian number?') : `${say('Country')}: ${countryName(current)}`}
        </summary>
        {countries.length >= COUNTRY_SEARCH_FROM ? (
          <div className={ui.field} hidden>
            <label htmlFor={`${country.id}-filter`} className={ui.label}>
              {say('Search countries')}
            </label>
            <input id={`${country.id}-filter`} type="search" className={ui.input} aria-controls={country.id} autoComplete="off" data-vp-filter-for={country.id} />
          </div>
        ) : null}
        <div className={ui.field}>
          <label htmlFor={country.id} className={ui.label}>
            {say('Country')}
          </label>
          {/* Its values are ISO codes (Nigeria's is NG), the `country` autofill token's; never `required` (HTML needs an empty first option for that): it always has Nigeria, and the server checks it (issue 54 §9). */}
          <select {...countryProps} required={false} className={ui.input} defaultValue={initial} autoComplete="country" data-vp-phone-prefix={prefixId} data-vp-home={DEFAULT_COUNTRY.code}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${flagOf(c.code)} ${countryName(c)} (${c.dialCode})`}
              </option>
            ))}
          </select>
        </div>
      </details>
      <FieldError meta={phone} />
    </fieldset>
  );
}
