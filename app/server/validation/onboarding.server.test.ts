import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { addressSchema, citySelectionSchema, companySchema, identitySchema } from '~/server/validation/onboarding.server';

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]['schema'], entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  const s = parseWithZod(data, { schema });
  return s.status === 'success' ? {} : s.reply().error;
};

describe('company form', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(companySchema, [['country', 'NG']])).toEqual({
      company_name: ['Please provide your company name'],
      rc_number: ['This field is required'],
      company_address: ['This field is required'],
      business_type: ['This field is required'],
      experience_start_date: ['This field is required'],
      company_email: ['Please provide a valid email'],
      company_phone: ['Please provide a valid phone number'],
    });
  });
  it('shows the phone error with the others, not after them', () => {
    expect(
      errorsOf(companySchema, [
        ['country', 'NG'],
        ['company_phone', '123'],
      ]),
    ).toMatchObject({ company_name: ['Please provide your company name'], company_phone: ['Please provide a valid phone number'] });
  });
  it('refuses a start date in the future', () => {
    expect(errorsOf(companySchema, [['experience_start_date', '2999-01-01']])?.experience_start_date).toEqual(['The date cannot be in the future']);
  });
  it('checks the phone against the chosen country, trimmed', () => {
    const ok: [string, string][] = [
      ['company_name', 'Acme Shuttles'],
      ['rc_number', 'RC1'],
      ['company_address', '3 Allen Avenue, Ikeja'],
      ['business_type', 'Company'],
      ['experience_start_date', '2019-05-01'],
      ['company_email', 'a@b.co'],
      ['country', 'NG'],
    ];
    expect(errorsOf(companySchema, [...ok, ['company_phone', '  0803 123 4567 ']])).toEqual({});
    const ghana = ok.map(([k, v]): [string, string] => (k === 'country' ? [k, 'GH'] : [k, v]));
    expect(errorsOf(companySchema, [...ghana, ['company_phone', '0803 123 4567']])).toEqual({ company_phone: ['Please provide a valid phone number'] });
  });
});

describe('identity KYC', () => {
  it('requires every field, 11+ letters and digits for the document id', () => {
    expect(errorsOf(identitySchema, [])).toEqual({
      type: ['This field is required'],
      document_id: ['This field is required'],
      dob: ['This field is required'],
      fname: ['This field is required'],
      lname: ['This field is required'],
    });
    const base: [string, string][] = [
      ['type', 'nin'],
      ['dob', '1990-01-01'],
      ['fname', 'Ada'],
      ['lname', 'Obi'],
    ];
    expect(errorsOf(identitySchema, [...base, ['document_id', '1234567890']])).toEqual({ document_id: ['Must be at least 11 characters'] });
    expect(errorsOf(identitySchema, [...base, ['document_id', '12345-678901']])).toEqual({ document_id: ['Use letters and digits only'] });
    expect(errorsOf(identitySchema, [...base, ['document_id', '12345678901']])).toEqual({});
  });
  it('applies the registration name rules to the names (no digits, HTML or 10 KB strings)', () => {
    const base: [string, string][] = [
      ['type', 'nin'],
      ['dob', '1990-01-01'],
      ['document_id', '12345678901'],
    ];
    expect(errorsOf(identitySchema, [...base, ['fname', 'Ada1'], ['lname', '<b>Obi</b>']])).toEqual({
      fname: ['Special characters and numbers are not allowed'],
      lname: ['Special characters and numbers are not allowed'],
    });
    expect(errorsOf(identitySchema, [...base, ['fname', 'A'.repeat(10_000)], ['lname', 'Obi\u0000']])).toEqual({
      fname: ['Please use at most 50 characters'],
      lname: ['Special characters and numbers are not allowed'],
    });
  });
});

describe('address KYC and cities', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(addressSchema, [])).toEqual({ full_address: ['Please provide a valid address'] });
    expect(errorsOf(citySelectionSchema(), [])).toEqual({ cities: ['Please select at least one city of operation'] });
    expect(
      errorsOf(citySelectionSchema(), [
        ['cities', '1'],
        ['cities', '2'],
      ]),
    ).toEqual({});
    expect(
      errorsOf(citySelectionSchema(2), [
        ['cities', '1'],
        ['cities', '2'],
        ['cities', '3'],
      ]),
    ).toEqual({ cities: ['Please choose among the cities listed'] });
  });
});
