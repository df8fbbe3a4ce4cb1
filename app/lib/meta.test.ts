import { describe, expect, it } from 'vitest';
import { handleTitle, pageMeta, pageTitle } from '~/lib/meta';

describe('page titles', () => {
  it('appends the product name, or is the product name alone', () => {
    expect(pageTitle('Dashboard')).toBe('Dashboard - Vehicle Partner');
    expect(pageTitle()).toBe('Vehicle Partner');
  });

  it('takes the deepest route title', () => {
    expect(handleTitle([{ handle: { title: 'Settings' } }, { handle: {} }, { handle: { title: 'Members' } }])).toBe('Members');
    expect(handleTitle([{ handle: undefined }])).toBeUndefined();
    const meta = pageMeta({ matches: [{ handle: { title: 'Trips' } }] } as never) as { title?: string }[];
    expect(meta[0].title).toBe('Trips - Vehicle Partner');
  });
});
