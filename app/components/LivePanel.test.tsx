/**
 * "On the road now" at a large fleet's size (issue 52 §5): the panel shows LIVE_ROWS vehicles and
 * one link to every one of them on the trips list, in the reader's language; a small fleet sees
 * all its vehicles and no link.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_ROWS, LivePanelBody } from '~/components/LivePanel';
import { markup } from '../../tests/dom/render';

const snapshot = (n: number) => ({
  takenAt: 0,
  positions: Array.from({ length: n }, (_, i) => ({ vehicle_id: i + 1, trip_id: 100 + i, plate: `KJA-${String(100 + i)}AA`, route: 'Ikeja → Lekki', speed_kmh: 30, at: '2026-11-29T10:00:00.000Z' })),
});
const rows = (html: string) => html.split('data-testid="live-row"').length - 1;

describe('On the road now', () => {
  it(`shows ${LIVE_ROWS} of 800 vehicles and a link to all of them, in English and in Hausa`, () => {
    const html = markup(<LivePanelBody snapshot={snapshot(800)} />);
    expect(rows(html)).toBe(LIVE_ROWS);
    expect(html).toContain('<a href="/trips">See all 800 vehicles on the road</a>');
    expect(markup(<LivePanelBody snapshot={snapshot(800)} />, 'ha')).toContain('Duba dukan motoci 800 da ke kan hanya');
  });

  it('shows a small fleet whole, with no link', () => {
    const html = markup(<LivePanelBody snapshot={snapshot(12)} />);
    expect(rows(html)).toBe(12);
    expect(html).not.toContain('See all');
  });
});
