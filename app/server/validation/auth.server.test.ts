import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, otpSchema, phoneLoginSchema, registerSchema, resetPasswordSchema } from '~/server/validation/auth.server';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) => {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === 'success' ? {} : submission.reply().error;
};

describe('login', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: ['Invalid email'], password: ['Invalid password'] });
    expect(errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: ['Invalid email'] });
    expect(errorsOf(loginSchema, { email: 'owner@example.com', password: 'x' })).toEqual({});
  });
});

describe('phone login', () => {
  it('checks the phone against the country', () => {
    const schema = phoneLoginSchema;
    expect(errorsOf(schema, { country: 'NG', phone: '' })).toEqual({ phone: ['Invalid phone number'] });
    expect(errorsOf(schema, { country: 'NG', phone: '12345' })).toEqual({ phone: ['Invalid phone number'] });
    expect(errorsOf(schema, { country: 'NG', phone: '08030000001' })).toEqual({});
    expect(errorsOf(schema, { country: 'GH', phone: '08030000001' })).toEqual({ phone: ['Invalid phone number'] });
  });

  it('wants 4 digits of code', () => {
    expect(errorsOf(otpSchema, { otp: '' })).toEqual({ otp: ['Please enter a valid OTP'] });
    expect(errorsOf(otpSchema, { otp: '12a4' })).toEqual({ otp: ['Please enter a valid OTP'] });
    expect(errorsOf(otpSchema, { otp: '12345' })).toEqual({ otp: ['Please enter a valid OTP'] });
    expect(errorsOf(otpSchema, { otp: '1234' })).toEqual({});
  });
});

describe('register', () => {
  const schema = registerSchema;
  const valid = { fname: 'Mary-Jane', lname: 'Okafor Eze', email: 'mj@example.com', country: 'NG', phone: '0803 123 4567', password: 'secret' };
  it('accepts letters with single space or hyphen separators', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });
  it('shows every field error at once, the phone included (issue 9)', () => {
    expect(errorsOf(schema, { fname: 'Ada1', email: 'nope', country: 'NG', phone: '123', password: 'abc' })).toEqual({
      fname: ['Special characters and numbers are not allowed'],
      lname: ['Please enter your last name'],
      email: ['Please enter a valid email address'],
      phone: ['Please provide a valid phone number'],
      password: ['Password must have at least 6 characters.'],
    });
  });
  it('gives each spec message', () => {
    expect(errorsOf(schema, { country: 'NG' })).toEqual({
      fname: ['Please enter your first name'],
      lname: ['Please enter your last name'],
      email: ['Please enter your email address'],
      phone: ['Please provide a valid phone number'],
      password: ['Please enter a password'],
    });
    expect(errorsOf(schema, { ...valid, fname: 'Ada1', lname: 'O--Eze' })).toEqual({
      fname: ['Special characters and numbers are not allowed'],
      lname: ['Special characters and numbers are not allowed'],
    });
    expect(errorsOf(schema, { ...valid, phone: '123' })).toEqual({ phone: ['Please provide a valid phone number'] });
    expect(errorsOf(schema, { ...valid, phone: '0803 123 456' })).toEqual({ phone: ['Please provide a valid phone number'] });
    expect(errorsOf(schema, { ...valid, password: 'abc' })).toEqual({ password: ['Password must have at least 6 characters.'] });
  });
});

describe('forgot and reset password', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({ email: ['Invalid email'] });
    expect(errorsOf(resetPasswordSchema, {})).toEqual({ password: ['Password must not be empty.'], confirmPassword: ['Password must not be empty.'] });
    expect(errorsOf(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: ['Password must have at least 6 characters.'],
      confirmPassword: ['Password must have at least 6 characters.'],
    });
    expect(errorsOf(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({ confirmPassword: ['Passwords must be identical'] });
  });
});
