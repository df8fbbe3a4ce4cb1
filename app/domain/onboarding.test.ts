import { describe, expect, it } from 'vitest';
import { onboardingRedirect, type OnboardingInput } from '~/domain/onboarding';

const business = { mode: 'business' as const };
const individual = { mode: 'individual' as const };
const done = { identity: 'submitted', address: 'completed' };
const none = { identity: 'not submitted', address: 'not submitted' };
const identityOnly = { identity: 'submitted', address: 'not submitted' };

/** One row per rule of spec section 4 "Onboarding routing". */
const rows: [string, OnboardingInput, string | null][] = [
  ['complete and on an onboarding route → dashboard', { isOwner: true, partner: business, onboarding: done, supportedCities: 2, path: '/welcome' }, '/dashboard'],
  ['complete and on a main route → stay', { isOwner: true, partner: business, onboarding: done, supportedCities: 2, path: '/dashboard' }, null],
  ['both not submitted → get-started identity with the mode', { isOwner: true, partner: business, onboarding: none, supportedCities: 0, path: '/welcome' }, '/get-started/company?state=identity'],
  [
    'both not submitted (individual) → get-started identity',
    { isOwner: true, partner: individual, onboarding: none, supportedCities: 0, path: '/get-started/company' },
    '/get-started/individual?state=identity',
  ],
  [
    'address not submitted → state address',
    { isOwner: true, partner: individual, onboarding: identityOnly, supportedCities: 0, path: '/get-started/individual?state=identity' },
    '/get-started/individual?state=address',
  ],
  ['already at the right step → stay', { isOwner: true, partner: individual, onboarding: identityOnly, supportedCities: 0, path: '/get-started/individual?state=address' }, null],
  [
    'both done but no cities → city selection with progress',
    { isOwner: true, partner: business, onboarding: done, supportedCities: 0, path: '/get-started/company?state=address' },
    '/city-selection?progress=true',
  ],
  ['no active partner → partner sign-up', { isOwner: true, partner: null, supportedCities: 0, path: '/dashboard' }, '/welcome'],
  ['no partner, filling the company form → stay', { isOwner: true, partner: null, supportedCities: 0, path: '/get-started/company' }, null],
  ['any other route while incomplete → partner sign-up', { isOwner: true, partner: business, onboarding: identityOnly, supportedCities: 0, path: '/trips' }, '/welcome'],
  ['a member who is not the owner → never redirected', { isOwner: false, partner: business, onboarding: none, supportedCities: 0, path: '/drivers' }, null],
];

describe('onboardingRedirect', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(onboardingRedirect(input)).toBe(expected);
  });
});
