/**
 * The fleet's daily message (issue 32 §5), from the one projection of the day: one digest per
 * person per day, in their language (issue 44 §4). The SMS is one segment a cheap phone shows
 * whole — the counts and a short link to the day's answer, by `oneSegment`'s rule (app/domain/
 * sms.ts); the detail goes by email and WhatsApp. Pure: the API composes and sends, the settings
 * page previews the same words.
 */
import { dayFirst, reasonText, type FleetDayAnswer, type FleetProjection } from '~/domain/readiness';
import { DEFAULT_LANGUAGE, type Language } from '~contract/languages';
import { DIGEST_WORDS } from '~/domain/digest-words';
import { oneSegment } from '~/domain/sms';

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

/** The link an SMS carries to the day's answer: the dashboard for that day (`day=YYYY-MM-DD`). */
export const dayLink = (portalOrigin: string, day: string) => `${portalOrigin.replace(/\/+$/, '')}/dashboard?day=${day}`;

/**
 * The day in one line, in `language`: '26-11-2026: 3 vehicles and 9 drivers cannot work; 2 at
 * risk' (or what to add, or all set); for a person who manages one kind of record, only that kind
 * ('26-11-2026: 3 drivers cannot work').
 */
export function digestHeadline(answer: FleetDayAnswer, scope: DigestScope = ALL_RECORDS, language: Language = DEFAULT_LANGUAGE): string {
  const w = DIGEST_WORDS[language];
  const day = dayFirst(answer.day);
  const both = scope.vehicles && scope.drivers;
  if (scope.vehicles && answer.empty === 'vehicles') return `${day}: ${w.noVehicle}`;
  if (scope.drivers && (answer.empty === 'drivers' || (!scope.vehicles && answer.drivers === 0))) return `${day}: ${w.noDriver}`;
  const risk = w.atRisk(answer.atRiskCount);
  if (!answer.blockedVehicles && !answer.blockedDrivers) return `${day}: ${w.allCanWork(both ? 'both' : scope.vehicles ? 'vehicles' : 'drivers')}${risk}`;
  const parts = [...(scope.vehicles ? [w.vehicles(answer.blockedVehicles)] : []), ...(scope.drivers ? [w.drivers(answer.blockedDrivers)] : [])];
  return `${day}: ${w.cannotWork(parts.join(w.and))}${risk}`;
}

/**
 * The SMS in the recipient's `language`: 'Fleet 26-11-2026: 3 vehicles and 9 drivers cannot
 * work; 2 at risk. Details: <link>', one segment by that language's rule (`oneSegment`: Hausa,
 * Yoruba and Igbo in plain letters when the partner chose so or their letters would not fit).
 * A language whose words run longer gives up, in turn, the first word, the "Details:" label and
 * the at-risk count before the segment is overrun; the counts and the link always stay.
 * @throws Error when not even the counts and the link fit one segment (a link too long for an SMS).
 */
export function digestSms(answer: FleetDayAnswer, link: string, scope: DigestScope = ALL_RECORDS, language: Language = DEFAULT_LANGUAGE, plainLetters = false): string {
  const w = DIGEST_WORDS[language];
  const headline = digestHeadline(answer, scope, language);
  const bare = digestHeadline({ ...answer, atRiskCount: 0 }, scope, language);
  const forms = [`${w.fleet} ${headline}. ${w.details} ${link}`, `${headline}. ${w.details} ${link}`, `${headline}. ${link}`, `${bare}. ${link}`];
  for (const text of forms.slice(0, -1)) {
    try {
      return oneSegment(text, language, plainLetters);
    } catch {
      // The next, shorter form.
    }
  }
  return oneSegment(forms[forms.length - 1]!, language, plainLetters);
}

/**
 * The email and WhatsApp message in `language`: the headline, every vehicle and driver that
 * cannot work with its first reason (the rule's words, English for now), the new reminders
 * (`lines`: expiries and changes not sent before), and the link.
 */
export function digestDetail(
  answer: FleetDayAnswer,
  lines: readonly string[],
  link: string,
  scope: DigestScope = ALL_RECORDS,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; body: string } {
  const w = DIGEST_WORDS[language];
  const blocked = answer.blocked.map((l) => {
    const first = l.reasons.find((r) => r.blocking) ?? l.reasons[0];
    return `${l.who}: ${first ? reasonText(l, first) : w.cannotWorkAlone}.`;
  });
  const body = [
    `${digestHeadline(answer, scope, language)}.`,
    ...(blocked.length ? ['', w.cannotWorkTitle, ...blocked] : []),
    ...(lines.length ? ['', w.newReminders, ...lines] : []),
    '',
    `${w.seeAndFix} ${link}`,
  ].join('\n');
  return { subject: w.subject(dayFirst(answer.day)), body };
}
