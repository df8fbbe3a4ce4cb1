/**
 * The route's stops as a vertical line, like a metro map (issue 11), drawn as SVG on the server:
 * stops passed are filled, the next stop is ringed, and the vehicle sits on the line between
 * the last stop passed and the next. No map tiles and no map library, so it works on 2G. The
 * geometry is app/domain/stop-line.ts, which the live trip view's script uses to move the
 * vehicle (`data-vp-classes` tells it the classes; the vehicle and the driven line are always
 * drawn, hidden until there is a position).
 */
import { stopLineLayout, type LinePosition, type LineStop } from '~/domain/stop-line';
import * as css from '~/components/trips/trips.css';
import { useWords } from '~/components/useWords';

export function StopLine({
  stops,
  position,
  plate,
}: {
  stops: LineStop[];
  position: (LinePosition & { eta_minutes: number; next_stop: string | null; last_stop: string | null }) | null;
  plate: string;
}) {
  const layout = stopLineLayout(stops, position);
  const say = useWords('trips');
  const summary = position
    ? position.next_stop
      ? position.last_stop
        ? say('{{plate}} has passed {{last}}; next stop {{next}} in {{min}} min.', { plate, last: position.last_stop, next: position.next_stop, min: position.eta_minutes })
        : say('{{plate}} has passed the first stop; next stop {{next}} in {{min}} min.', { plate, next: position.next_stop, min: position.eta_minutes })
      : say('{{plate}} is at the last stop, {{last}}.', { plate, last: position.last_stop ?? '' })
    : say('The route’s {{count}} stops.', { count: stops.length });
  const textX = layout.x + 28;
  // A stop's name is never machine-translated: SVG has no `translate` attribute (the W3C checker
  // refuses it, issue 54 §9), so the class translators honour, kept when the live trip restyles it.
  const nameClass = `${css.stopName} notranslate`;
  const nameNextClass = `${css.stopNameNext} notranslate`;
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={css.line}
      role="img"
      aria-label={summary}
      data-testid="stop-line"
      data-vp-vehicle-y={layout.vehicle?.y.toFixed(1)}
      data-vp-classes={JSON.stringify({ passed: css.stopPassed, next: css.stopNext, ahead: css.stopAhead, name: nameClass, nameNext: nameNextClass })}
    >
      {layout.stops.length > 1 ? <line x1={layout.x} x2={layout.x} y1={layout.stops[0].y} y2={layout.stops.at(-1)!.y} className={css.track} /> : null}
      {layout.stops.length ? (
        <line x1={layout.x} x2={layout.x} y1={layout.stops[0].y} y2={layout.drivenToY} className={css.driven} data-vp-driven visibility={layout.vehicle ? undefined : 'hidden'} />
      ) : null}
      {layout.stops.map((s, i) => (
        <g key={`${i}-${s.name}`} data-vp-state={s.state}>
          <circle cx={layout.x} cy={s.y} r={s.state === 'next' ? 8 : 7} className={s.state === 'passed' ? css.stopPassed : s.state === 'next' ? css.stopNext : css.stopAhead} />
          <text x={textX} y={s.y + 5} className={s.state === 'next' ? nameNextClass : nameClass}>
            {s.name}
          </text>
          <text x={layout.width - 4} y={s.y + 5} textAnchor="end" className={css.stopMinutes}>
            +{say('{{n}} min', { n: s.minutes })}
          </text>
        </g>
      ))}
      {layout.stops.length ? (
        <g transform={`translate(${layout.x} ${layout.vehicle?.y ?? layout.stops[0].y})`} data-testid="stop-line-vehicle" visibility={layout.vehicle ? undefined : 'hidden'}>
          <circle r={13} className={css.vehicleRing} />
          {/* A small bus: body and two windows. */}
          <rect x={-7} y={-6} width={14} height={11} rx={2} className={css.vehicleIcon} />
          <rect x={-5} y={-4} width={4} height={4} fill="#fff" />
          <rect x={1} y={-4} width={4} height={4} fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}
