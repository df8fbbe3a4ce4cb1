import { describe, expect, it } from 'vitest';
import { environmentFromHost } from '~/lib/environment';

describe('environmentFromHost', () => {
  it.each([
    ['localhost:3000', 'dev'],
    ['127.0.0.1', 'dev'],
    ['partners.dev.example.com', 'dev'],
    ['partners-dev.example.com', 'dev'],
    ['partners.qa.example.com', 'test'],
    ['partners-test.example.com', 'test'],
    ['partners.staging.example.com', 'staging'],
    ['partners.example.com', 'production'],
    ['partners.testimony.com', 'production'],
  ])('%s is %s', (host, expected) => {
    expect(environmentFromHost(host)).toBe(expected);
  });
});
