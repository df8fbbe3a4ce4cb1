/**
 * The dashboard's charts as the server draws them (issue 34 §3): nivo's own markup, made to pass
 * the CSP (no inline style), fluid, and labelled; tested against what nivo writes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Bar } from '@nivo/bar';
import { describe, expect, it } from 'vitest';
import { dashboardCharts, presentationAttributes } from '~/server/charts.server';

const days = Array.from({ length: 25 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, total: i % 7 === 3 ? 0 : (i * 3) % 11 }));

describe('presentationAttributes against nivo’s own output', () => {
  it('turns every inline style nivo writes into presentation attributes, dropping position', () => {
    const raw = renderToStaticMarkup(createElement(Bar, { data: [{ day: '01', total: 3 }], keys: ['total'], indexBy: 'day', width: 200, height: 100, animate: false, isInteractive: false }));
    // The premise: nivo writes inline styles (the CSP forbids them), font sizes among them.
    expect(raw).toMatch(/ style="/);
    expect(raw).toMatch(/font-size:\s*11px/);
    const rewritten = presentationAttributes(raw);
    expect(rewritten).not.toMatch(/ style="/);
    expect(rewritten).toMatch(/ font-size="11px"/);
    expect(rewritten).not.toMatch(/ position="/);
  });
});

describe('the dashboard’s charts', () => {
  const charts = dashboardCharts(days, { completed: 30, incompleted: 10 });

  it('draws the month wide and for phones: fluid, without inline style, hidden from assistive technology', () => {
    for (const svg of [charts.tripsWide, charts.tripsPhone]) {
      const open = svg.match(/<svg [^>]*>/)![0];
      expect(open).toContain('aria-hidden="true"');
      // Each attribute once (nivo writes focusable="false" itself).
      const names = [...open.matchAll(/ ([a-zA-Z:-]+)="/g)].map((m) => m[1]);
      expect(new Set(names).size).toBe(names.length);
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+" width="100%"/);
      expect(svg).not.toMatch(/ style="/);
    }
  });

  it('links each day’s column to that day’s completed trips, with its figure as the tooltip', () => {
    expect(charts.tripsWide.match(/<a /g)).toHaveLength(days.length);
    expect(charts.tripsWide).toContain('href="/trips?tab=completed&amp;from=2026-11-02&amp;to=2026-11-02"');
    expect(charts.tripsWide).toContain('<title>02-11-2026: 3 completed trips</title>');
    expect(charts.tripsWide).toContain('<title>04-11-2026: 0 completed trips</title>');
  });

  it('draws one grid line per labelled value, not one per count', () => {
    const grid = charts.tripsWide.match(/<line[^>]*x1="0" x2="\d+"[^>]*stroke="#dfe6e2"/g) ?? [];
    expect(grid.length).toBeGreaterThan(1);
    expect(grid.length).toBeLessThanOrEqual(6);
  });

  it('names the donut and gives each slice its share', () => {
    expect(charts.donut).toContain('aria-label="Trips due: 30 completed and 10 cancelled"');
    expect(charts.donut).toContain('<title>Completed: 30 (75%)</title>');
    expect(charts.donut).toContain('<title>Cancelled: 10 (25%)</title>');
    expect(charts.donut).toContain('>75%</text>');
    expect(charts.donut).not.toMatch(/ style="/);
  });

  it('draws nothing where there is nothing to draw', () => {
    expect(dashboardCharts([], null)).toEqual({ tripsWide: '', tripsPhone: '', donut: '' });
    expect(dashboardCharts(days, { completed: 0, incompleted: 0 }).donut).toBe('');
  });
});
