/**
 * The fleet's daily message (issue 32 §5), from the one projection of the day: one digest per
 * person per day, in their language (issue 44 §4). The SMS is one segment a cheap phone shows
 * whole — the counts and a short link to the day's answer, by `oneSegment`'s rule (app/domain/
 * sms.ts); the detail goes by email and WhatsApp. Pure: the API composes and sends, the settings
 * page previews the same words.
 */
import { dayFirst, type Sentence } from '../../app/domain/readiness.js';
import { type FleetDayAnswer, type FleetProjection } from '../../app/domain/fleet-day.js';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages.js';
import { notifyWords, smsIn } from './notify.js';
import { sayRule, wordsIn } from './say.js';

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
 * The day in one line, in `language` (the `notify` catalogue): '26-11-2026: 3 vehicles and 9
 * drivers cannot work; 2 at risk' (or what to add, or all set); for a person who manages one kind
 * of record, only that kind ('26-11-2026: 3 drivers cannot work'). A count of zero is not said
 * ('26-11-2026: 9 drivers cannot work'), and the sentence agrees with the count (Hausa's "ba zai"
 * for one driver, "ba za su" for several).
 */
export function digestHeadline(answer: FleetDayAnswer, scope: DigestScope = ALL_RECORDS, language: Language = DEFAULT_LANGUAGE): string {
  const say = notifyWords(language);
  const day = dayFirst(answer.day);
  const both = scope.vehicles && scope.drivers;
  if (scope.vehicles && answer.empty === 'vehicles') return say('digest.no_vehicle', { day });
  if (scope.drivers && (answer.empty === 'drivers' || (!scope.vehicles && answer.drivers === 0))) return say('digest.no_driver', { day });
  const v = scope.vehicles ? answer.blockedVehicles : 0;
  const d = scope.drivers ? answer.blockedDrivers : 0;
  const vehicles = say('digest.vehicles', { count: v });
  const drivers = say('digest.drivers', { count: d });
  const headline =
    !v && !d
      ? say(both ? 'digest.all_can_work.both' : scope.vehicles ? 'digest.all_can_work.vehicles' : 'digest.all_can_work.drivers', { day })
      : v && d
        ? say('digest.cannot_work.both', { day, vehicles, drivers })
        : v
          ? say('digest.cannot_work.vehicles', { day, vehicles, count: v })
          : say('digest.cannot_work.drivers', { day, drivers, count: d });
  return answer.atRiskCount ? say('digest.at_risk', { headline, count: answer.atRiskCount }) : headline;
}

/**
 * The SMS in the recipient's `language`: 'Fleet 26-11-2026: 3 vehicles and 9 drivers cannot
 * work; 2 at risk. Details: <link>', one segment (`smsIn`: its own letters where they fit, else
 * plain letters). A language whose words run longer gives up, in turn, the first word, the
 * "Details:" label and the at-risk count; the counts and the link always stay.
 * @throws Error when not even the counts and the link fit one segment (a link too long for an SMS).
 */
export function digestSms(answer: FleetDayAnswer, link: string, scope: DigestScope = ALL_RECORDS, language: Language = DEFAULT_LANGUAGE, plainLetters = false): string {
  const headline = digestHeadline(answer, scope, language);
  const bare = digestHeadline({ ...answer, atRiskCount: 0 }, scope, language);
  return smsIn(
    language,
    [
      { key: 'sms.digest', values: { headline, link } },
      { key: 'sms.digest.short', values: { headline, link } },
      { key: 'sms.digest.shorter', values: { headline, link } },
      { key: 'sms.digest.shorter', values: { headline: bare, link } },
    ],
    plainLetters,
  );
}

/**
 * One reminder of the digest's detail (issue 44 §4), as facts the API found: a document that
 * expired or expires (`left` days from the digest's day, 0: today; `document` its English label),
 * or a record that cannot work for another reason (the rule's sentence, `words`; `message` its
 * English words for an API that sends none).
 */
export type ReminderFacts =
  | { kind: 'expired'; who: string; document: string; date: string; from: string }
  | { kind: 'expiring'; who: string; document: string; date: string; from: string; left: number }
  | { kind: 'blocked'; who: string; code: string; document: string | null; message: string; words?: Sentence };

/**
 * A reminder's line in `language` (issue 51 §1): the document named as the catalogue names it, a
 * reason in the rule's own sentence; a reason that names its record already is not prefixed with
 * it again ('KJA-174CR is set inactive.', never 'KJA-174CR: KJA-174CR is set inactive.').
 */
export function reminderLine(f: ReminderFacts, language: Language): string {
  const say = notifyWords(language);
  const fleet = wordsIn(language, 'fleet');
  if (f.kind === 'expired') return say('reminder.expired', { ...f, document: fleet(f.document) });
  if (f.kind === 'expiring') return say(f.left === 0 ? 'reminder.expiring_today' : 'reminder.expiring', { ...f, document: fleet(f.document), count: f.left });
  const reason = f.words ? sayRule(fleet, f.words) : f.message;
  return f.words?.values?.who === f.who ? say('digest.line_alone', { reason }) : say('digest.line', { who: f.who, reason });
}

/**
 * The email and WhatsApp message in `language`: the headline, every vehicle and driver that
 * cannot work with its first reason in the rule's sentence, the new reminders (`lines`: expiries
 * and changes not sent before), and the link.
 */
export function digestDetail(
  answer: FleetDayAnswer,
  lines: readonly string[],
  link: string,
  scope: DigestScope = ALL_RECORDS,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; body: string } {
  const say = notifyWords(language);
  const fleet = wordsIn(language, 'fleet');
  const blocked = answer.blocked.map((l) => {
    const first = l.reasons.find((r) => r.blocking) ?? l.reasons[0];
    if (!first) return say('digest.cannot_work_alone', { who: l.who });
    const reason = first.words ? sayRule(fleet, first.words.message) : first.message;
    // A reason that names its record already is not prefixed with it again; another record's reason says whose it is.
    const named = Boolean(first.words?.message.values?.who);
    const plate = l.who.split(' · ')[0] ?? l.who;
    if (first.owner !== l.kind) return say('digest.line', { who: named ? plate : `${plate} · ${first.about}`, reason });
    return named ? say('digest.line_alone', { reason }) : say('digest.line', { who: l.who, reason });
  });
  const body = [
    `${digestHeadline(answer, scope, language)}.`,
    ...(blocked.length ? ['', say('email.digest.cannot_work'), ...blocked] : []),
    ...(lines.length ? ['', say('email.digest.new_reminders'), ...lines] : []),
    '',
    say('email.digest.see_and_fix', { link }),
  ].join('\n');
  return { subject: say('email.digest.subject', { day: dayFirst(answer.day) }), body };
}
