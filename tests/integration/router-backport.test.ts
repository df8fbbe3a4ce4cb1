/**
 * The route-matching backport (issue 68 §1; ADRs 0059, 0069): `patches/@remix-run+router+1.23.3.patch`
 * carries React Router's merged fixes (remix-run/react-router#14967, #14866, #15186) into the router
 * Remix 2 uses — a routes tree's branches flattened and ranked once, a path's expression compiled
 * once, and each branch carrying its compiled matchers.
 * These tests fail when the patch is not applied (a plain `npm install` without its postinstall,
 * a Dockerfile that forgot it) and when the installed router moved on without it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
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
      expect(router(file)).toContain('function matchPathImpl(pattern, pathname, matcher, compiledParams)');
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

  it('matches with each branch’s own matchers: no expression looked up while matching (#15186)', async () => {
    const routes = await portalRoutes();
    for (const [path] of PATHS) matchRoutes(routes, path);
    // compilePath keeps its expressions in a Map: a lookup there is a Map get.
    const get = Map.prototype.get;
    let lookups = 0;
    Map.prototype.get = function (this: Map<unknown, unknown>, key: unknown) {
      lookups += 1;
      return get.call(this, key);
    };
    try {
      for (const [path] of PATHS) matchRoutes(routes, path);
    } finally {
      Map.prototype.get = get;
    }
    expect(lookups).toBe(0);
  });

  it('answers every path as the router without the patch does (its UMD build, which the patch leaves alone)', async () => {
    const routes = await portalRoutes();
    const unpatched = createRequire(import.meta.url)(join(root, 'node_modules/@remix-run/router/dist/router.umd.js')) as { matchRoutes: typeof matchRoutes };
    expect(readFileSync(join(root, 'node_modules/@remix-run/router/dist/router.umd.js'), 'utf8')).not.toContain('matchPathImpl');
    const shape = (m: ReturnType<typeof matchRoutes>) => m?.map((x) => ({ id: x.route.id, params: x.params, pathname: x.pathname, pathnameBase: x.pathnameBase })) ?? null;
    // The portal's own segments and a few others, joined into paths of one to five segments.
    const segment = fc.constantFrom(
      'login',
      'dashboard',
      'drivers',
      'details',
      'earnings',
      'pay',
      'driver',
      'settings',
      'members',
      'vehicles',
      'trips',
      'routes',
      '12',
      'Zk3pQ9xL',
      'a%20b',
      '',
      'new',
      'edit',
      'export.csv',
      'x',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (parts) => {
        const path = '/' + parts.join('/');
        expect(shape(matchRoutes(routes, path)), path).toEqual(shape(unpatched.matchRoutes(routes, path)));
      }),
      { numRuns: 400 },
    );
    for (const [path] of PATHS) expect(shape(matchRoutes(routes, path))).toEqual(shape(unpatched.matchRoutes(routes, path)));
  });

  it('renders the server’s static router from the matches it already has, without matching again (#14971, react-router)', async () => {
    const rr = (file: string) => readFileSync(join(root, 'node_modules/react-router/dist', file), 'utf8');
    expect(JSON.parse(readFileSync(join(root, 'node_modules/react-router/package.json'), 'utf8')).version, 'react-router moved on: redo patches/react-router+*.patch or drop it (ADR 0069)').toBe(
      '6.30.4',
    );
    expect(rr('index.js')).toContain('let matches = dataRouterState && dataRouterState.matches.length ? dataRouterState.matches : matchRoutes(');
    expect(rr('umd/react-router.development.js')).toContain('let matches = dataRouterState && dataRouterState.matches.length ? dataRouterState.matches : router.matchRoutes(');
    expect(rr('umd/react-router.production.min.js')).toContain('let P=n&&n.matches.length?n.matches:r.matchRoutes(e,{pathname:R})');
    // Behaviour: the handler matched /a; the render is handed matches for /b. A router that matches again renders A.
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { createStaticHandler, createStaticRouter, StaticRouterProvider } = await import('react-router-dom/server');
    const routes = [
      { id: 'a', path: '/a', element: createElement('p', null, 'page A') },
      { id: 'b', path: '/b', element: createElement('p', null, 'page B') },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://portal.test/a'));
    if (context instanceof Response) throw new Error('a redirect');
    const b = (await handler.query(new Request('http://portal.test/b'))) as typeof context;
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, { ...context, matches: b.matches }), context, hydrate: false }));
    expect(html).toContain('page B');
  });
});
