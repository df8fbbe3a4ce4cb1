import { describe, expect, it } from 'vitest';
import { ConfigError, dataFile, loadConfig } from '~/server/config.server';

describe('loadConfig', () => {
  it('applies defaults and generates a session secret outside production', () => {
    const env: Record<string, string | undefined> = {};
    const config = loadConfig(env);
    expect(config).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info', TRUST_PROXY: false, generatedSecret: true });
    expect(config.SESSION_SECRET).toHaveLength(64);
    expect(env.SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('refuses to run the seeded sandbox in production unless DEMO=1 asks for it', () => {
    const secret = 's'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrowError(/UPSTREAM_API_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DEMO: '1' }).DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, UPSTREAM_API_URL: 'https://api.example.com', PUBLIC_ORIGIN: 'https://p.example.com', REDIS_URL: 'redis://r:6379' }).DEMO).toBe(
      false,
    );
  });

  it('in production, needs PUBLIC_ORIGIN, and REDIS_URL unless SINGLE_INSTANCE=1 says this is the only replica (issue 31 §2)', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), UPSTREAM_API_URL: 'https://api.example.com' };
    expect(() => loadConfig({ ...base, REDIS_URL: 'redis://r:6379' })).toThrowError(/PUBLIC_ORIGIN: required in production/);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'https://p.example.com' })).toThrowError(/REDIS_URL: required in production for several replicas \(set SINGLE_INSTANCE=1/);
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://p.example.com', SINGLE_INSTANCE: '1' }).SINGLE_INSTANCE).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://p.example.com', REDIS_URL: 'redis://r:6379' }).SINGLE_INSTANCE).toBe(false);
    // The embedded sandbox (a demo) is one process by construction.
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DEMO: '1' }).DEMO).toBe(true);
    // Outside production nothing changes: a developer runs one process.
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(40) }).SINGLE_INSTANCE).toBe(false);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SESSION_SECRET: required in production/);
  });

  it('names each bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', UPSTREAM_API_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT:');
      expect(message).toContain('LOG_LEVEL:');
      expect(message).toContain('UPSTREAM_API_URL:');
    }
  });

  it('reads TRUST_PROXY as a hop count ("true" is one hop, never every hop) or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrowError(/SESSION_SECRET: must be at least 32 characters/);
  });
});

describe('file settings (SANDBOX_DB, REVOCATIONS_DB)', () => {
  it('keep an absolute path, put a relative one under the project, and leave :memory: alone (issue 20 §4)', () => {
    expect(dataFile('/srv/portal', '/var/lib/portal/sandbox.sqlite')).toBe('/var/lib/portal/sandbox.sqlite');
    expect(dataFile('/srv/portal', '.data/sandbox.sqlite')).toBe('/srv/portal/.data/sandbox.sqlite');
    expect(dataFile('/srv/portal', ':memory:')).toBe(':memory:');
  });
});
