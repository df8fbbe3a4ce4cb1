/**
 * Phone number with a country selector (spec section 5 "Phone input"). The default country is
 * Nigeria (+234). The selector is a native `<select>`; with JavaScript a search box above it
 * filters the countries by name.
 */
import { inputProps, selectProps, type FieldMeta } from './useAppForm';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { DEFAULT_COUNTRY } from '~/lib/constants';
import * as ui from '~/styles/ui.css';
import { FieldError } from './Field';
import * as css from './form.css';

export type CountryOption = { code: string; name: string; dialCode: string };

/** The flag emoji of an ISO 3166 alpha-2 code ('NG' → 🇳🇬). */
export const flagOf = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export function PhoneField({ label, country, phone, countries }: { label: string; country: FieldMeta; phone: FieldMeta; countries: CountryOption[] }) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState('');
  const selected = (typeof country.initialValue === 'string' && country.initialValue) || DEFAULT_COUNTRY.code;
  const shown = filter ? countries.filter((c) => c.code === selected || c.name.toLowerCase().includes(filter.trim().toLowerCase())) : countries;
  const countryProps = selectProps(country);
  const phoneProps = inputProps(phone, { type: 'tel' });
  return (
    <fieldset className={css.fieldset} aria-describedby={phone.errors?.length ? phone.errorId : undefined}>
      <legend className={css.legend}>{label}</legend>
      {hydrated ? (
        <div className={ui.field}>
          <label htmlFor={`${country.id}-filter`} className={ui.visuallyHidden}>
            Search countries
          </label>
          <input
            id={`${country.id}-filter`}
            type="search"
            className={ui.input}
            placeholder="Search countries"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-controls={country.id}
            autoComplete="off"
          />
        </div>
      ) : null}
      <div className={css.phoneRow}>
        <div className={ui.field}>
          <label htmlFor={country.id} className={ui.visuallyHidden}>
            Country
          </label>
          <select {...countryProps} key={country.key} className={ui.input} defaultValue={selected} autoComplete="tel-country-code">
            {shown.map((c) => (
              <option key={c.code} value={c.code}>
                {`${flagOf(c.code)} ${c.dialCode} ${c.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={phone.id} className={ui.visuallyHidden}>
            Phone number
          </label>
          <input {...phoneProps} key={phone.key} className={ui.input} autoComplete="tel-national" inputMode="tel" placeholder="803 123 4567" />
        </div>
      </div>
      <FieldError meta={phone} />
    </fieldset>
  );
}
