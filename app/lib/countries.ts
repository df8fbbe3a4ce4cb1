/** A country as the phone field's selector lists it (issue 34 §2: a type the server and the components share lives below both). */
export type CountryOption = { code: string; name: string; dialCode: string };
