/**
 * The operator's metrics (issue 71 §1): what the portal counts reaches the registry under its
 * family, ids never reach a label, and the metrics port serves the Prometheus text and nothing else.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { metrics, operationOf, outcomeOf, registry, startMetricsServer } from '~/server/metrics.server';

/** A sample's value by its name (a histogram's `_count` too) and labels; 0 when absent. */
const value = async (name: string, labels: Record<string, string> = {}) => {
  const samples = (await registry.getMetricsAsJSON()).flatMap((m) => m.values.map((v) => ({ ...v, name: (v as { metricName?: string }).metricName ?? m.name })));
  const hit = samples.find((v) => v.name === name && Object.entries(labels).every(([k, l]) => String((v.labels as Record<string, unknown>)[k]) === l));
  return hit?.value ?? 0;
};

describe('the metrics', () => {
  it('fold ids out of upstream operations and name outcomes', () => {
    expect(operationOf('get', '/v1/drivers/123/documents?page=2')).toBe('GET /v1/drivers/:id/documents');
    expect(operationOf('POST', '/v1/payout-account-changes/AbCdEfGhIjKlMnOpQrStUvWx/cancel')).toBe('POST /v1/payout-account-changes/:id/cancel');
    expect(operationOf('GET', '/v1/partners/7/pay/runs')).toBe('GET /v1/partners/:id/pay/runs');
    expect(operationOf('GET', '/v1/partners/7/pay/periods/2026-11-23')).toBe('GET /v1/partners/:id/pay/periods/:id');
    expect(operationOf('GET', '/v1/vehicles/KJA-100AA/pass')).toBe('GET /v1/vehicles/:id/pass');
    expect([outcomeOf(200), outcomeOf(404), outcomeOf(503), outcomeOf('error'), outcomeOf('timeout')]).toEqual(['ok', 'client_error', 'server_error', 'unreachable', 'timeout']);
  });

  it('count requests, upstream calls, refusals, exports, replays and queued messages under their families', async () => {
    const before = {
      requests: await value('vp_http_request_duration_seconds_count', { route: 'routes/_app.drivers._index', status: '200' }),
      calls: await value('vp_upstream_request_duration_seconds_count', { operation: 'GET /v1/partners/:id/drivers', outcome: 'ok' }),
      sms: await value('vp_messages_queued_total', { channel: 'sms' }),
      whatsapp: await value('vp_messages_queued_total', { channel: 'whatsapp' }),
      bytes: await value('vp_export_bytes_total', { kind: 'csv' }),
    };
    metrics.request('routes/_app.drivers._index', 'GET', 200, 42);
    metrics.upstream('GET', '/v1/partners/9/drivers', 200, 12);
    metrics.upstream('POST', '/v1/otp-login', 200, 30);
    metrics.upstream('POST', '/v1/otp-login', 429, 30);
    metrics.upstream('POST', '/v1/drivers/5/document-requests', 200, 30, 'whatsapp');
    metrics.exported('csv', 1234);
    metrics.formKeyRefused();
    metrics.rateLimited('login');
    metrics.replayed(200);
    metrics.sessionStarted();
    metrics.sessionEnded('logout');
    expect(await value('vp_http_request_duration_seconds_count', { route: 'routes/_app.drivers._index', status: '200' })).toBe(before.requests + 1);
    expect(await value('vp_upstream_request_duration_seconds_count', { operation: 'GET /v1/partners/:id/drivers', outcome: 'ok' })).toBe(before.calls + 1);
    // A refused code request queued nothing.
    expect(await value('vp_messages_queued_total', { channel: 'sms' })).toBe(before.sms + 1);
    expect(await value('vp_messages_queued_total', { channel: 'whatsapp' })).toBe(before.whatsapp + 1);
    expect(await value('vp_export_bytes_total', { kind: 'csv' })).toBe(before.bytes + 1234);
    const text = await registry.metrics();
    for (const family of [
      'vp_form_key_refusals_total',
      'vp_rate_limit_refusals_total',
      'vp_offline_replays_total',
      'vp_sessions_started_total',
      'vp_sessions_ended_total',
      'vp_exports_total',
      'vp_nodejs_eventloop_lag_seconds',
      'vp_process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).not.toMatch(/\/v1\/[^"]*\/\d+/);
  });

  it('read the health probes when scraped', async () => {
    let up = true;
    metrics.probe({ upstream: async () => up, redis: () => false });
    expect(await value('vp_upstream_up')).toBe(1);
    expect(await value('vp_redis_up')).toBe(0);
    up = false;
    expect(await value('vp_upstream_up')).toBe(0);
  });

  it('serve /metrics on their own port and nothing else, and a port in use is not fatal', async () => {
    const warnings: string[] = [];
    const server = await startMetricsServer(0 as number, (_f, m) => warnings.push(m));
    // Port 0 turns metrics off in the config; here it asks the system for a free port.
    const port = (server!.address() as AddressInfo).port;
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(await scraped.text()).toContain('# TYPE vp_http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect(await startMetricsServer(port, (_f, m) => warnings.push(m))).toBeUndefined();
    expect(warnings.join()).toContain('could not be bound');
    server!.close();
  });
});
