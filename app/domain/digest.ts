/**
 * The fleet's daily message (issue 32 §5), from the one projection of the day: one digest per
 * owner per day. The SMS is one segment a cheap phone shows whole — the counts and a short link
 * to the day's answer, at most 160 GSM-7 characters (70 when a character outside GSM-7 is
 * needed); the detail goes by email and WhatsApp. Pure: the API composes and sends, the
 * settings page previews the same words.
 */
import { dayFirst, reasonText, type FleetDayAnswer, type FleetProjection } from '~/domain/readiness';

/**
 * What a person's digest speaks of (issue 42 §5): the owner hears of everything; a member who
 * manages drivers, of drivers; one who manages vehicles, of vehicles.
 */
export type DigestScope = { vehicles: boolean; drivers: boolean };
export const ALL_RECORDS: DigestScope = { vehicles: true, drivers: true };

/**
 * The day's projection as a person of `scope` reads it: only the records they manage. A driver
 * manager's digest names drivers (with the vehicle each drives), never a vehicle line.
 */
export function scopeProjection<P extends Pick<FleetProjection, 'day' | 'vehicles' | 'drivers'>>(p: P, scope: DigestScope): P {
  return { ...p, vehicles: scope.vehicles ? p.vehicles : [], drivers: scope.drivers ? p.drivers : [] };
}

/** GSM 03.38's basic characters: a text of only these fits 160 per SMS segment. */
const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** Characters one SMS segment carries for `text`: 160 in GSM-7, else 70 (UCS-2). */
export const smsSegmentLimit = (text: string): 160 | 70 => (GSM7.test(text) ? 160 : 70);

/** Does `text` fit one SMS segment? */
export const fitsOneSms = (text: string) => text.length <= smsSegmentLimit(text);

/** The link an SMS carries to the day's answer: the dashboard for that day (`day=YYYY-MM-DD`). */
export const dayLink = (portalOrigin: string, day: string) => `${portalOrigin.replace(/\/+$/, '')}/dashboard?day=${day}`;

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The day in one line: '26-11-2026: 3 vehicles and 9 drivers cannot work; 2 at risk' (or what to
 * add, or all set); for a person who manages one kind of record, only that kind ('26-11-2026: 3
 * drivers cannot work').
 */
export function digestHeadline(answer: FleetDayAnswer, scope: DigestScope = ALL_RECORDS): string {
  const day = dayFirst(answer.day);
  const both = scope.vehicles && scope.drivers;
  if (scope.vehicles && answer.empty === 'vehicles') return `${day}: no vehicle yet. Add your first vehicle`;
  if (scope.drivers && (answer.empty === 'drivers' || (!scope.vehicles && answer.drivers === 0))) return `${day}: no driver yet. Add your first driver`;
  const risk = answer.atRiskCount ? `; ${answer.atRiskCount} at risk` : '';
  const noun = both ? 'vehicle and driver' : scope.vehicles ? 'vehicle' : 'driver';
  if (!answer.blockedVehicles && !answer.blockedDrivers) return `${day}: every ${noun} can work${risk}`;
  const parts = [...(scope.vehicles ? [count(answer.blockedVehicles, 'vehicle')] : []), ...(scope.drivers ? [count(answer.blockedDrivers, 'driver')] : [])];
  return `${day}: ${parts.join(' and ')} cannot work${risk}`;
}

/**
 * The SMS: 'Fleet 26-11-2026: 3 vehicles and 9 drivers cannot work; 2 at risk. Details: <link>'.
 * @throws Error when it would not fit one segment (a link too long for an SMS).
 */
export function digestSms(answer: FleetDayAnswer, link: string, scope: DigestScope = ALL_RECORDS): string {
  const text = `Fleet ${digestHeadline(answer, scope)}. Details: ${link}`;
  if (!fitsOneSms(text)) throw new Error(`The fleet SMS needs ${text.length} characters, more than one segment (${smsSegmentLimit(text)})`);
  return text;
}

/**
 * The email and WhatsApp message: the headline, every vehicle and driver that cannot work with
 * its first reason, the new reminders (`lines`: expiries and changes not sent before), and the link.
 */
export function digestDetail(answer: FleetDayAnswer, lines: readonly string[], link: string, scope: DigestScope = ALL_RECORDS): { subject: string; body: string } {
  const blocked = answer.blocked.map((l) => {
    const first = l.reasons.find((r) => r.blocking) ?? l.reasons[0];
    return `${l.who}: ${first ? reasonText(l, first) : 'cannot work'}.`;
  });
  const body = [
    `${digestHeadline(answer, scope)}.`,
    ...(blocked.length ? ['', 'Cannot work:', ...blocked] : []),
    ...(lines.length ? ['', 'New reminders:', ...lines] : []),
    '',
    `See and fix them: ${link}`,
  ].join('\n');
  return { subject: `Fleet reminders for ${dayFirst(answer.day)}`, body };
}
