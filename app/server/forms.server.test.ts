import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getZodConstraint } from '@conform-to/zod';
import { formRules, htmlPattern } from '~/server/forms.server';
import * as auth from '~/server/validation/auth.server';
import * as fleet from '~/server/validation/fleet.server';
import * as onboarding from '~/server/validation/onboarding.server';
import * as settings from '~/server/validation/settings.server';
import * as team from '~/server/validation/team.server';

describe('formRules', () => {
  it("turns a schema's checks into native constraints and the schema's own messages", () => {
    const rules = formRules(auth.registerSchema);
    expect(rules.constraint.fname).toMatchObject({ required: true, maxLength: 50 });
    expect(rules.messages.fname).toEqual({
      valueMissing: 'Please enter your first name',
      tooLong: 'Please use at most 50 characters',
      patternMismatch: 'Special characters and numbers are not allowed',
    });
    expect(rules.constraint.password).toMatchObject({ required: true, minLength: 6 });
    expect(rules.messages.password).toMatchObject({ valueMissing: 'Please enter a password', tooShort: 'Password must have at least 6 characters.' });
    expect(rules.messages.email).toMatchObject({ valueMissing: 'Please enter your email address', typeMismatch: 'Please enter a valid email address' });
    expect(rules.messages.phone).toMatchObject({ valueMissing: 'Please provide a valid phone number', patternMismatch: 'Please provide a valid phone number' });
  });

  it('is plain JSON (it travels as loader data)', () => {
    const rules = formRules(onboarding.companySchema);
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });

  it('marks optional fields as not required and arrays as multiple', () => {
    const rules = formRules(z.object({ note: z.string().max(10).optional(), roles: z.array(z.string()).min(1, 'Pick one') }));
    expect(rules.constraint.note).toEqual({ maxLength: 10 });
    expect(rules.constraint.roles).toEqual({ multiple: true, required: true });
    expect(rules.messages.roles).toEqual({ valueMissing: 'Pick one' });
  });

  it('gives every regex of every form a browser pattern that matches what the server accepts', () => {
    // Every schema of every form module: the zod values they export, and the builders called
    // with each of their cases (a Lagos driver and an edit, a document that expires or not…).
    // (Form schemas are objects or intersections of them; field pieces like `personName` are parts.)
    const base = (v: z.ZodTypeAny): z.ZodTypeAny => (v instanceof z.ZodEffects ? base(v.innerType()) : v);
    const isForm = (v: unknown): v is z.ZodTypeAny => v instanceof z.ZodType && (base(v) instanceof z.ZodObject || base(v) instanceof z.ZodIntersection);
    const exported = [auth, onboarding, settings, team, fleet].flatMap((m) => Object.values(m).filter(isForm));
    const built = [
      fleet.driverSchema({ lagos: true, editing: false }),
      fleet.driverSchema({ lagos: false, editing: false }),
      fleet.driverSchema({ lagos: true, editing: true }),
      fleet.vehicleSchema({ types: ['Bus'], amenities: ['Wi-Fi'] }),
      fleet.documentSchema(true),
      fleet.documentSchema(false),
      settings.companyDocumentSchema(['cac_certificate']),
    ];
    const schemas = [...exported, ...built];
    expect(exported.length).toBeGreaterThanOrEqual(15);
    expect(exported).toContain(settings.notificationsSchema);
    for (const schema of schemas) {
      const rules = formRules(schema);
      for (const [name, messages] of Object.entries(rules.messages)) {
        if (messages.patternMismatch) expect(rules.constraint[name]?.pattern, `pattern of ${name}`).toBeTruthy();
      }
      // Every pattern compiles as the browser compiles it.
      for (const [name, c] of Object.entries(rules.constraint)) if (c.pattern) expect(() => new RegExp(`^(?:${c.pattern})$`, 'v'), `pattern of ${name}`).not.toThrow();
    }
    const name = new RegExp(`^(?:${formRules(auth.registerSchema).constraint.fname.pattern})$`, 'v');
    expect(['Mary-Jane', 'Okafor Eze', 'Ọlá'].every((v) => name.test(v))).toBe(true);
    expect(['Ada1', 'O--Eze', '<b>'].some((v) => name.test(v))).toBe(false);
    const phone = new RegExp(`^(?:${formRules(auth.registerSchema).constraint.phone.pattern})$`, 'v');
    expect(phone.test('+234 (803) 123-4567')).toBe(true);
    expect(phone.test('123')).toBe(false);
  });

  it('leaves out a regex the browser cannot take', () => {
    expect(htmlPattern(/abc/i)).toBeUndefined();
    expect(htmlPattern(/^[ -]$/)).toBeUndefined();
    expect(htmlPattern(/^[0-9]{10}$/)).toBe('[0-9]{10}');
  });

  it('leaves checks of a transformed value to the server: a lower-case plate is fine to type', () => {
    const rules = formRules(fleet.vehicleSchema({ types: ['Bus'], amenities: [] }));
    expect(rules.constraint.plate).toEqual({ required: true });
    expect(rules.messages.plate).toMatchObject({ valueMissing: 'Please enter the plate number' });
    expect(fleet.vehicleSchema({ types: ['Bus'], amenities: [] }).shape.plate.parse('abc 123xy')).toBe('ABC-123XY');
  });
});

describe('formRules against Conform’s getZodConstraint (ADR 0017)', () => {
  /**
   * The walker reads zod 3's internals; Conform's getZodConstraint is maintained for zod 3 and 4.
   * On every form schema the two agree, except where the walker is right on purpose (listed
   * here): a zod upgrade that changes what the walker reads changes this list and fails.
   */
  it('gives the same browser constraints on every form, apart from the listed differences', () => {
    const base = (v: z.ZodTypeAny): z.ZodTypeAny => (v instanceof z.ZodEffects ? base(v.innerType()) : v);
    const isForm = (v: unknown): v is z.ZodTypeAny => v instanceof z.ZodType && (base(v) instanceof z.ZodObject || base(v) instanceof z.ZodIntersection);
    const modules = { auth, onboarding, settings, team, fleet } as Record<string, Record<string, unknown>>;
    const schemas: [string, z.ZodTypeAny][] = Object.entries(modules).flatMap(([m, mod]) =>
      Object.entries(mod)
        .filter((e): e is [string, z.ZodTypeAny] => isForm(e[1]))
        .map(([k, v]): [string, z.ZodTypeAny] => [`${m}.${k}`, v]),
    );
    schemas.push(['fleet.driverSchema(lagos)', fleet.driverSchema({ lagos: true, editing: false })], ['fleet.vehicleSchema', fleet.vehicleSchema({ types: ['Bus'], amenities: ['Wi-Fi'] })]);
    // Conform anchors a pattern as ^(?=.*(?:^X$)).*$ and gives an enum a pattern of its values (a select needs none).
    const unwrap = (p: unknown) => (typeof p === 'string' ? (/^\^\(\?=\.\*\(\?:\^(.*)\$\)\)\.\*\$$/.exec(p)?.[1] ?? p) : undefined);
    const differences: string[] = [];
    for (const [name, schema] of schemas) {
      const ours = formRules(schema).constraint as Record<string, Record<string, unknown>>;
      const conform = getZodConstraint(schema) as Record<string, Record<string, unknown>>;
      for (const field of new Set([...Object.keys(ours), ...Object.keys(conform)])) {
        if (field.endsWith('[]')) continue;
        const theirs = { ...conform[field] };
        if (typeof theirs.minLength === 'number' && theirs.minLength <= 1) delete theirs.minLength;
        if (theirs.pattern !== undefined) theirs.pattern = unwrap(theirs.pattern);
        if (!ours[field]?.pattern && /^[\w: ]+(\|[\w: ]+)*$/.test(String(theirs.pattern))) delete theirs.pattern;
        for (const key of new Set([...Object.keys(ours[field] ?? {}), ...Object.keys(theirs)])) {
          const a = ours[field]?.[key];
          const b = theirs[key] === false ? undefined : theirs[key];
          if (a !== b) differences.push(`${name} ${field}.${key}: ${String(a)} / ${String(b)}`);
        }
      }
    }
    expect(differences.sort()).toEqual(
      [
        // A plate is upper-cased and dashed before its pattern: Conform puts the pattern on what is typed.
        'fleet.vehicleSchema plate.pattern: undefined / [A-Z]{3}-[0-9]{3}[A-Z]{2}',
        // Chained pipes (one message at a time): Conform reads only the last one.
        'onboarding.identitySchema document_id.minLength: 11 / undefined',
        'onboarding.identitySchema document_id.maxLength: 30 / undefined',
        // zod's length(n): Conform leaves it out.
        ...['auth.phoneLoginSchema', 'auth.registerSchema', 'auth.profileSchema', 'onboarding.companySchema', 'fleet.driverSchema(lagos)'].flatMap((s) => [
          `${s} country.minLength: 2 / undefined`,
          `${s} country.maxLength: 2 / undefined`,
        ]),
      ].sort(),
    );
  });
});
