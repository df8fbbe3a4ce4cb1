/**
 * The deployment environment, derived from the host name (spec section 9).
 */
export type EnvironmentName = 'dev' | 'test' | 'staging' | 'production';

/**
 * `environmentFromHost('partners.staging.example.com') === 'staging'`.
 * Local hosts and `dev`/`development` labels are dev; `test`/`qa`/`uat` are test;
 * `staging`/`stage` are staging; anything else is production.
 * @param host a host name, with or without a port.
 */
export function environmentFromHost(host: string): EnvironmentName {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name) || name === '0.0.0.0') return 'dev';
  const labels = name.split(/[.-]/);
  if (labels.some((l) => l === 'dev' || l === 'development' || l === 'local')) return 'dev';
  if (labels.some((l) => l === 'test' || l === 'qa' || l === 'uat')) return 'test';
  if (labels.some((l) => l === 'staging' || l === 'stage' || l === 'stg')) return 'staging';
  return 'production';
}
