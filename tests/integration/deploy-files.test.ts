/**
 * The operator's files (issue 71 §3): the Prometheus scrape configuration and alert rules, the
 * Grafana dashboard and the compose profile that starts them. Each metric they name is one the
 * portal exports (app/server/metrics.server.ts), each route they match is a route of the app, and
 * `promtool` (Debian's prometheus package, when installed) accepts the rules and the configuration.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registry } from '~/server/metrics.server';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

/** Every sample name the registry can answer: each family, and a histogram's `_bucket`, `_count` and `_sum`. */
async function exported(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const m of await registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(m.name + s);
  }
  return names;
}
const metricsIn = (expr: string) => [...expr.matchAll(/\bvp_[a-z0-9_]+/g)].map((m) => m[0]);
/** The app's route ids, as Remix names them (`routes/` and the file's name without its extension). */
const routeIds = readdirSync(join(root, 'app', 'routes')).map((f) => `routes/${f.replace(/\.tsx?$/, '')}`);

type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };

describe("the operator's files", () => {
  const rules = (parse(read('deploy/prometheus/alerts.yml')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(read('deploy/grafana/dashboards/portal.json')) as { uid: string; panels: Array<{ id: number; title: string; targets: Array<{ expr: string }> }> };

  it('alert on errors, upstream latency, money pages, messages, Redis and memory, with metrics the portal exports', async () => {
    const names = await exported();
    expect(rules.map((r) => r.alert)).toEqual(expect.arrayContaining(['PortalErrorRate', 'UpstreamSlow', 'PayoutPagesFailing', 'RedisDown', 'PortalMemoryHigh', 'MessagesNotQueued']));
    for (const rule of rules) {
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      const used = metricsIn(rule.expr);
      expect(used.length, rule.alert).toBeGreaterThan(0);
      for (const name of used) expect(names.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
  });

  it("match the app's money routes by id, and no other kind of page", () => {
    const payout = rules.find((r) => r.alert === 'PayoutPagesFailing')!;
    const pattern = new RegExp(`^(?:${/route=~"([^"]+)"/.exec(payout.expr)![1]!.replace(/\\\\/g, '\\')})$`);
    const money = routeIds.filter((id) => pattern.test(id));
    expect(money).toEqual(
      expect.arrayContaining(['routes/_app.earnings.pay', 'routes/_app.earnings.past-payout', 'routes/_app.settings.accounts', 'routes/_app.add-account', 'routes/_app.earnings._index']),
    );
    expect(money.filter((id) => !/earnings|accounts|add-account/.test(id))).toEqual([]);
    expect(pattern.test('routes/_app.drivers._index')).toBe(false);
  });

  it('pass promtool, when it is installed', () => {
    if (!promtool) return void console.log('promtool not installed (apt-get install prometheus): the rules were checked by shape only');
    expect(execFileSync(promtool, ['check', 'rules', join(root, 'deploy/prometheus/alerts.yml')], { encoding: 'utf8' })).toContain('SUCCESS');
    // The configuration names the rules by their path in the container: checked with the path here.
    const dir = mkdtempSync(join(tmpdir(), 'vp-prom-'));
    writeFileSync(join(dir, 'prometheus.yml'), read('deploy/prometheus/prometheus.yml').replace('/etc/prometheus/alerts.yml', join(root, 'deploy/prometheus/alerts.yml')));
    expect(execFileSync(promtool, ['check', 'config', join(dir, 'prometheus.yml')], { encoding: 'utf8' })).toContain('SUCCESS');
  });

  it('have a valid dashboard whose every panel reads metrics the portal exports', async () => {
    const names = await exported();
    expect(dashboard.uid).toBe('partner-portal');
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const name of panel.targets.flatMap((t) => metricsIn(t.expr))) expect(names.has(name), `${panel.title}: ${name}`).toBe(true);
    }
  });

  it('start Prometheus and Grafana in the observability profile only, with these files, and never publish the metrics port', () => {
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, { profiles?: string[]; volumes?: string[]; ports?: string[]; environment?: Record<string, string> }>;
    };
    for (const name of ['prometheus', 'grafana']) {
      expect(compose.services[name]?.profiles).toEqual(['observability']);
      for (const volume of compose.services[name]!.volumes!.filter((v) => v.startsWith('./'))) expect(existsSync(join(root, 'deploy', volume.split(':')[0]!)), volume).toBe(true);
    }
    // The heap limit is the image's (ADR 0070), the one the bench measures exports with.
    const imageNodeOptions = /^\s*NODE_OPTIONS=(\S+)/m.exec(read('Dockerfile'))?.[1];
    expect(imageNodeOptions).toMatch(/^--max-old-space-size=\d+$/);
    for (const name of ['portal-1', 'portal-2']) {
      expect(compose.services[name]?.environment?.NODE_OPTIONS).toBe(imageNodeOptions);
      expect(compose.services[name]?.environment?.METRICS_PORT).toBe('9464');
      expect(compose.services[name]?.ports).toBeUndefined();
    }
    // Grafana and Prometheus answer on this machine only.
    for (const port of [...compose.services.prometheus!.ports!, ...compose.services.grafana!.ports!]) expect(port.startsWith('127.0.0.1:')).toBe(true);
    const targets = (parse(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: Array<{ static_configs: Array<{ targets: string[] }> }> }).scrape_configs[0]!.static_configs[0]!.targets;
    expect(targets).toEqual(['portal-1:9464', 'portal-2:9464']);
    // The reverse proxy forwards the portal's port only.
    expect(read('deploy/nginx/portal.conf')).not.toContain('9464');
  });
});
