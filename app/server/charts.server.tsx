/**
 * Dashboard charts rendered with nivo on the server to SVG markup (issue 5): no chart code
 * reaches the browser. Each bar and slice carries an SVG <title> as a native tooltip.
 */
import { dayFirst } from '~contract/lagos-time';
import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { Pie, type PieCustomLayerProps } from '@nivo/pie';
import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Rendered charts by their data: rendering with nivo costs milliseconds of CPU per chart, and
 * the data (a month of daily counts, two totals) changes rarely, so equal data is drawn once.
 */
const rendered = new LRUCache<string, string>({ max: 500 });
function memo(key: string, draw: () => string): string {
  let svg = rendered.get(key);
  if (svg === undefined) rendered.set(key, (svg = draw()));
  return svg;
}

const BRAND = '#0a6a4b';
const ACCENT = '#f2a900';
const TEXT = '#111b17';
const theme = { text: { fontSize: 12, fill: TEXT }, axis: { ticks: { text: { fontSize: 11, fill: '#46554f' } } }, grid: { line: { stroke: '#dfe6e2' } } };

/**
 * Make nivo's fixed-size markup fluid: the <svg> gets a viewBox and scales to its container's
 * width (phones are narrower than the chart), and the wrapper's inline style goes.
 */
function fluid(markup: string, width: number, height: number): string {
  return presentationAttributes(markup).replace(`width="${width}" height="${height}"`, `viewBox="0 0 ${width} ${height}" width="100%" preserveAspectRatio="xMidYMid meet"`);
}

/**
 * nivo writes `style="stroke:#777;font-size:11px"` on SVG elements; the CSP allows no inline
 * style (issue 13), so each declaration becomes the SVG presentation attribute of the same
 * name (`stroke="#777" font-size="11px"`). The wrapper div's `position:relative` is dropped.
 */
export function presentationAttributes(markup: string): string {
  return markup.replace(/ style="([^"]*)"/g, (_all, css: string) =>
    css
      .split(';')
      .map((d) => d.split(':').map((p) => p.trim()))
      .filter(([name, value]) => name && value && /^[a-z-]+$/.test(name) && name !== 'position')
      .map(([name, value]) => ` ${name}="${value}"`)
      .join(''),
  );
}

/** Name the chart's <svg> (nivo's Pie drops ariaLabel), so it is an image with a text alternative. */
const labelled = (markup: string, label: string) => markup.replace(/<svg (?![^>]*aria-label)/, `<svg aria-label="${label.replace(/"/g, '&quot;')}" `);

/** The two drawings of the bar chart: a wide one, and one for phones whose text is at least 11 px when drawn 300 px wide. */
export const BAR_LAYOUTS = {
  wide: { width: 640, height: 260, tick: 11, everyDay: true },
  phone: { width: 360, height: 240, tick: 14, everyDay: false },
} as const;
export type BarLayout = keyof typeof BAR_LAYOUTS;

/**
 * The charts' words in the reader's language (issue 44 §2): `say` of the `dashboard` catalogue and
 * the language's code (part of each drawing's memo key). English when not given.
 */
export type ChartWords = { language: string; say: (sentence: string, values?: Record<string, string | number>) => string };
const ENGLISH: ChartWords = { language: 'en-NG', say: (sentence, values = {}) => sentence.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? '')) };

/** Bars of completed trips per day. `points` are { date: 'YYYY-MM-DD', total }. */
export function tripsBarSvg(points: { date: string; total: number }[], layout: BarLayout = 'wide', words: ChartWords = ENGLISH): string {
  return memo(`bar:${words.language}:${layout}:${points.map((p) => `${p.date}=${p.total}`).join(',')}`, () => drawTripsBar(points, layout, words));
}

function drawTripsBar(points: { date: string; total: number }[], layout: BarLayout, { say }: ChartWords): string {
  const { width, height, tick, everyDay } = BAR_LAYOUTS[layout];
  const data: BarDatum[] = points.map((p) => ({ day: p.date.slice(8, 10), date: p.date, total: p.total }));
  // Each day's column links to that day's completed trips (the whole column is the target, so a
  // short bar is easy to tap).
  const DayLinks = ({ bars, innerHeight }: BarCustomLayerProps<BarDatum>) => (
    <g>
      {bars.map((bar) => (
        <a key={bar.key} href={`/trips?tab=completed&from=${bar.data.data.date}&to=${bar.data.data.date}`} tabIndex={-1} aria-hidden="true">
          <rect x={bar.x} y={0} width={bar.width} height={innerHeight} fill="transparent">
            <title>{`${dayFirst(String(bar.data.data.date))}: ${say('{{count}} completed trips', { count: bar.data.value ?? 0 })}`}</title>
          </rect>
        </a>
      ))}
    </g>
  );
  // The drawing is hidden from assistive technology (its links are for pointers only): the
  // figure's heading names it and the figures table under it is its text, with the same links.
  const svg = fluid(
    renderToStaticMarkup(
      <Bar
        data={data}
        keys={['total']}
        indexBy="day"
        width={width}
        height={height}
        margin={{ top: 12, right: 8, bottom: 40, left: 40 }}
        padding={0.25}
        colors={[BRAND]}
        animate={false}
        isInteractive={false}
        enableLabel={false}
        theme={{ ...theme, text: { ...theme.text, fontSize: tick }, axis: { ticks: { text: { fontSize: tick, fill: '#46554f' } }, legend: { text: { fontSize: tick, fill: '#46554f' } } } }}
        axisBottom={{
          tickSize: 0,
          tickPadding: 8,
          legend: say('Day of month'),
          legendPosition: 'middle',
          legendOffset: 30,
          // On a phone every fifth day is labelled, so the labels stay large enough to read.
          tickValues: everyDay ? undefined : data.map((d) => d.day).filter((day) => Number(day) === 1 || Number(day) % 5 === 0),
        }}
        axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 4 }}
        // One grid line per labelled value, not one per count (15 on a busy month).
        gridYValues={4}
        layers={['grid', 'axes', 'bars', DayLinks]}
      />,
    ),
    width,
    height,
  );
  // nivo's <svg> already says focusable="false"; a second attribute of one name is invalid markup.
  return svg.replace(/<svg /, '<svg aria-hidden="true" ');
}

/**
 * The dashboard's charts as SVG markup (strings, '' when there is nothing to draw): the month's
 * completed trips per day, wide and for phones, and the period's completed versus cancelled
 * trips. `days` as `monthDays` gives them; `due` null when the summary is unknown.
 */
export function dashboardCharts(days: { date: string; total: number }[], due: { completed: number; incompleted: number } | null, words: ChartWords = ENGLISH) {
  return {
    tripsWide: days.length ? tripsBarSvg(days, 'wide', words) : '',
    tripsPhone: days.length ? tripsBarSvg(days, 'phone', words) : '',
    donut: due && due.completed + due.incompleted > 0 ? complianceDonutSvg(due.completed, due.incompleted, 240, words) : '',
  };
}

/** A donut of completed versus incompleted trips. */
export function complianceDonutSvg(completed: number, incompleted: number, size = 240, words: ChartWords = ENGLISH): string {
  return memo(`donut:${words.language}:${size}:${completed}:${incompleted}`, () => drawComplianceDonut(completed, incompleted, size, words));
}

function drawComplianceDonut(completed: number, incompleted: number, size: number, { say }: ChartWords): string {
  const data = [
    { id: 'completed', label: say('Completed'), value: completed, color: BRAND },
    { id: 'incompleted', label: say('Cancelled'), value: incompleted, color: ACCENT },
  ];
  const total = completed + incompleted;
  const Slices = ({ dataWithArc, centerX, centerY, arcGenerator }: PieCustomLayerProps<(typeof data)[number]>) => (
    <g transform={`translate(${centerX},${centerY})`}>
      {dataWithArc.map((d) => (
        <path key={d.id} d={arcGenerator(d.arc) ?? undefined} fill={d.data.color}>
          <title>{`${d.label}: ${d.value} (${total ? Math.round((d.value / total) * 100) : 0}%)`}</title>
        </path>
      ))}
      <text textAnchor="middle" dominantBaseline="central" fontSize={22} fontWeight={700} fill={TEXT}>
        {total ? `${Math.round((completed / total) * 100)}%` : '—'}
      </text>
    </g>
  );
  return labelled(
    fluid(
      renderToStaticMarkup(
        <Pie
          data={total ? data : [{ id: 'none', label: say('No trips'), value: 1, color: '#dfe6e2' }]}
          width={size}
          height={size}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          innerRadius={0.62}
          padAngle={1}
          colors={{ datum: 'data.color' }}
          animate={false}
          isInteractive={false}
          enableArcLabels={false}
          enableArcLinkLabels={false}
          layers={[Slices]}
          role="img"
        />,
      ),
      size,
      size,
    ),
    say('Trips due: {{completed}} completed and {{cancelled}} cancelled', { completed, cancelled: incompleted }),
  );
}
