/**
 * Onboarding routing (spec section 4), as one pure function. Only owners go through it.
 */
export const NOT_SUBMITTED = 'not submitted';

export type OnboardingInput = {
  /** Is the user the owner of the active partner (or has no partner yet)? */
  isOwner: boolean;
  /** The active partner, if any. */
  partner?: { mode: 'business' | 'individual' } | null;
  /** KYC statuses; each 'not submitted' or another value (submitted, completed…). */
  onboarding?: { identity?: string | null; address?: string | null } | null;
  supportedCities: number;
  /** The path and query of the request, e.g. '/get-started/company?state=identity'. */
  path: string;
};

const ONBOARDING_PATHS = ['/welcome', '/get-started', '/city-selection'];

export const isOnboardingPath = (path: string) => {
  const pathname = path.split('?')[0];
  return ONBOARDING_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

export const isSubmitted = (status?: string | null) => Boolean(status) && status !== NOT_SUBMITTED;

/** Has the owner finished onboarding: both KYC steps submitted and cities chosen? */
export function isOnboardingComplete(input: Pick<OnboardingInput, 'onboarding' | 'supportedCities'>): boolean {
  return isSubmitted(input.onboarding?.identity) && isSubmitted(input.onboarding?.address) && input.supportedCities > 0;
}

/** The onboarding step a partner is at: get-started (identity or address) or city selection. */
export function onboardingStep(input: Pick<OnboardingInput, 'partner' | 'onboarding' | 'supportedCities'>): string | null {
  const type = input.partner?.mode === 'business' ? 'company' : 'individual';
  const identity = isSubmitted(input.onboarding?.identity);
  const address = isSubmitted(input.onboarding?.address);
  if (!identity) return `/get-started/${type}?state=identity`;
  if (!address) return `/get-started/${type}?state=address`;
  if (input.supportedCities === 0) return '/city-selection?progress=true';
  return null;
}

/**
 * Where an owner must go before seeing `path`, or null to stay.
 * - no active partner or organisation: /welcome (the company form of a future business partner
 *   may stay open);
 * - complete and on an onboarding route: /dashboard;
 * - incomplete, on a route that is not onboarding: /welcome;
 * - incomplete, on an onboarding route: the step the partner is at (identity, then address,
 *   then cities), unless already there.
 */
export function onboardingRedirect(input: OnboardingInput): string | null {
  if (!input.isOwner) return null;
  const pathname = input.path.split('?')[0];
  if (!input.partner) {
    return pathname === '/welcome' || pathname === '/get-started/company' ? null : '/welcome';
  }
  const onOnboarding = isOnboardingPath(input.path);
  if (isOnboardingComplete(input)) return onOnboarding ? '/dashboard' : null;
  if (!onOnboarding) return '/welcome';
  const step = onboardingStep(input)!;
  const [stepPath, stepQuery] = step.split('?');
  if (pathname !== stepPath) return step;
  const want = new URLSearchParams(stepQuery);
  const have = new URLSearchParams(input.path.split('?')[1] ?? '');
  // The state query must match the step; city selection accepts any progress flag.
  if (want.has('state') && have.get('state') !== want.get('state')) return step;
  return null;
}
