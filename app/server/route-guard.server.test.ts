/**
 * Guarded routes (issue 71 §5): an upstream refusal that a loader or action lets through is the
 * page's own not-found, not-allowed or refusal, never a 500; the deepest route that ran is noted.
 */
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '~/api/errors';
import { guardRoutes } from '~/server/route-guard.server';

const throwing = (error: unknown) => () => {
  throw error;
};
const buildWith = (loader: () => unknown) =>
  ({
    routes: {
      root: { id: 'root', path: '', module: { default: () => null, loader: () => null } },
      'routes/page': { id: 'routes/page', parentId: 'root', path: 'page', module: Object.freeze({ default: () => null, loader, action: loader }) },
    },
  }) as unknown as ServerBuild;
const run = async (build: ServerBuild, id: string, name: 'loader' | 'action', context: AppLoadContext) =>
  (build.routes[id]!.module as unknown as Record<string, (a: unknown) => Promise<unknown>>)[name]!({ request: new Request('http://p.test/page'), params: {}, context });

describe('guarded routes', () => {
  it('answer an upstream 404, 410, 403, 400 and 422 with their own pages, and let anything else through', async () => {
    for (const [status, expected] of [
      [404, 404],
      [410, 404],
      [403, 403],
      [400, 422],
      [422, 422],
    ] as const) {
      const guarded = guardRoutes(buildWith(throwing(new UpstreamError('Ko si', status, 'X'))));
      for (const name of ['loader', 'action'] as const) {
        const thrown = await run(guarded, 'routes/page', name, { observed: {} } as AppLoadContext).catch((e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(expected);
        if (expected === 422) expect(await (thrown as Response).json()).toMatchObject({ message: 'Ko si' });
      }
    }
    const other = new Error('boom');
    expect(await run(guardRoutes(buildWith(throwing(other))), 'routes/page', 'loader', {} as AppLoadContext).catch((e: unknown) => e)).toBe(other);
    const server = new UpstreamError('down', 500);
    expect(await run(guardRoutes(buildWith(throwing(server))), 'routes/page', 'loader', {} as AppLoadContext).catch((e: unknown) => e)).toBe(server);
    const redirect = new Response(null, { status: 302 });
    expect(await run(guardRoutes(buildWith(throwing(redirect))), 'routes/page', 'loader', {} as AppLoadContext).catch((e: unknown) => e)).toBe(redirect);
  });

  it('note the deepest route whose loader ran, whatever the order', async () => {
    const guarded = guardRoutes(buildWith(() => 'ok'));
    const context = { observed: {} } as AppLoadContext;
    expect(await run(guarded, 'routes/page', 'loader', context)).toBe('ok');
    await run(guarded, 'root', 'loader', context);
    expect(context.observed?.route).toBe('routes/page');
  });
});
