/**
 * The route-matching backport (issue 68 §1; ADR 0059): `patches/@remix-run+router+1.23.3.patch`
 * carries React Router's merged fix (remix-run/react-router#14967, #14866) into the router Remix 2
 * uses — a routes tree's branches flattened and ranked once, a path's expression compiled once.
 * These tests fail when the patch is not applied (a plain `npm install` without its postinstall,
 * a Dockerfile that forgot it) and when the installed router moved on without it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from '@remix-run/router';
// Remix's own reading of the app's routes (remix.config.js's flat routes) and its server route tree.
import { readConfig } from '@remix-run/dev/dist/config.js';
import { createRoutes } from '@remix-run/server-runtime/dist/routes.js';

const root = join(import.meta.dirname, '..', '..');
const PATCHED_VERSION = '1.23.3';
const router = (file: string) => readFileSync(join(root, 'node_modules/@remix-run/router/dist', file), 'utf8');

/** The portal's routes as the server matches them. */
async function portalRoutes() {
  const config = await readConfig(root);
  return createRoutes(config.routes as never) as unknown as Parameters<typeof matchRoutes>[0];
}

const PATHS: [string, string][] = [
  ['/login', 'routes/_auth.login'],
  ['/dashboard', 'routes/_app.dashboard'],
  ['/drivers/details/12', 'routes/_app.drivers.details.$driverId'],
  ['/earnings/pay/driver/3', 'routes/_app.earnings.pay_.driver.$driverId'],
  ['/pay/Zk3pQ9xL2mN8vB4cT6yR1w', 'routes/pay.$token'],
  ['/no/such/page', 'routes/$'],
];

describe('the route-matching backport', () => {
  it('is applied to the installed router, of the version it was written for', () => {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/@remix-run/router/package.json'), 'utf8')).version;
    // A router that moved on: see whether it carries the fix (React Router 7 does), then drop or redo the patch.
    expect(installed, 'the router moved on: redo patches/@remix-run+router+*.patch or drop it (ADR 0059)').toBe(PATCHED_VERSION);
    for (const file of ['router.cjs.js', 'router.js']) {
      expect(router(file)).toContain('function rankedBranches(routes)');
      expect(router(file)).toContain('const compiledPaths = new Map();');
    }
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.postinstall).toBe('patch-package');
  });

  it('matches each of the portal’s paths to its route, as before', async () => {
    const routes = await portalRoutes();
    for (const [path, id] of PATHS) {
      const matches = matchRoutes(routes, path)!;
      expect(matches.at(-1)!.route.id, path).toBe(id);
      // Asked again, the same answer (from the kept branches).
      expect(matchRoutes(routes, path)!.map((m) => m.route.id)).toEqual(matches.map((m) => m.route.id));
    }
    expect(matchRoutes(routes, '/drivers/details/12')!.at(-1)!.params).toEqual({ driverId: '12' });
  });

  it('compiles no expression again for a path it has matched, and flattens no tree it has seen', async () => {
    const routes = await portalRoutes();
    for (const [path] of PATHS) matchRoutes(routes, path);
    // Every RegExp made while matching again, counted (the router compiles with the constructor).
    const Original = globalThis.RegExp;
    let made = 0;
    globalThis.RegExp = new Proxy(Original, {
      construct(target, args: [string, string?]) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      for (const [path] of PATHS) matchRoutes(routes, path);
    } finally {
      globalThis.RegExp = Original;
    }
    expect(made, 'expressions compiled again').toBe(0);
    // The branches are the ones kept: a route's path changed in place (never done by Remix's server)
    // is not seen until the tree changes shape — the cache's mark, absent without the backport.
    const login = (function find(list: Parameters<typeof matchRoutes>[0]): { id?: string; path?: string } | undefined {
      for (const r of list) {
        if (r.id === 'routes/_auth.login') return r;
        const inner = r.children ? find(r.children) : undefined;
        if (inner) return inner;
      }
    })(routes)!;
    login.path = 'signin';
    expect(matchRoutes(routes, '/login')!.at(-1)!.route.id).toBe('routes/_auth.login');
  });
});
