import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '~/api/errors';
import { featureOfRoute, forgetFeatures, missingFeatureOf, servedFeatures } from '~/server/features.server';

/** A context whose API answers the capabilities call with `answer` (a list, or an error to throw); counts the calls. */
const contextWith = (answer: string[] | Error) => {
  const asked = { count: 0 };
  const context = {
    api: {
      capabilities: async () => {
        asked.count += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as AppLoadContext;
  return { context, asked };
};

afterEach(forgetFeatures);

describe('which features the marketplace API serves', () => {
  it('takes the API at its word, asking it once for many requests', async () => {
    const { context, asked } = contextWith(['payslips', 'activity-log', 'not-a-feature']);
    const [served] = await Promise.all([servedFeatures(context), servedFeatures(context), servedFeatures(context)]);
    expect([...served].sort()).toEqual(['activity-log', 'payslips']);
    expect(asked.count).toBe(1);
  });

  it('without a capabilities call, offers every feature until a partner-wide call of one answers 404', async () => {
    const { context } = contextWith(new UpstreamError('Not found', 404, 'NotFound'));
    expect((await servedFeatures(context)).has('driver-pay')).toBe(true);
    // A record's 404 (one driver's pay rule) says nothing about the route.
    expect(missingFeatureOf(new UpstreamError('Not found', 404, 'NotFound', {}, 'pay.driverRule'))).toBeUndefined();
    expect((await servedFeatures(context)).has('driver-pay')).toBe(true);
    expect(missingFeatureOf(new UpstreamError('Not found', 404, 'NotFound', {}, 'pay.rules'))).toBe('driver-pay');
    expect((await servedFeatures(context)).has('driver-pay')).toBe(false);
    expect((await servedFeatures(context)).has('payslips')).toBe(true);
    // A required call's 404 is never a feature.
    expect(missingFeatureOf(new UpstreamError('Not found', 404, 'NotFound', {}, 'drivers.list'))).toBeUndefined();
  });

  it('keeps the last answer while the API cannot be reached', async () => {
    const { context } = contextWith(['payslips']);
    await servedFeatures(context);
    expect([...(await servedFeatures(contextWith(new Error('unreachable')).context))]).toEqual(['payslips']);
  });

  it('knows the pages of a feature by their route ids', () => {
    expect(featureOfRoute('routes/_app.earnings.pay_.driver.$driverId')).toBe('driver-pay');
    expect(featureOfRoute('routes/_app.earnings.pay')).toBe('driver-pay');
    expect(featureOfRoute('routes/_app.earnings.payslip._index')).toBe('payslips');
    expect(featureOfRoute('routes/_app.earnings.past-payout')).toBeUndefined();
    expect(featureOfRoute('routes/send.$token')).toBe('document-requests');
  });
});
