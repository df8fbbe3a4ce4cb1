/**
 * Fleet reminders (issue 21 §4): the marketplace's daily job, which tells a partner before a
 * vehicle or a driver stops being able to work. On its day (in Lagos) it looks at every required
 * document in force and every record's readiness (app/domain/readiness.ts, the rule the portal
 * shows) and sends, through the notification channels the partner chose (SMS, WhatsApp, email;
 * the sandbox's outbox):
 * - a document or licence that expires in 30, 7 or 1 days (the nearest threshold reached: a job
 *   that did not run for a while never says "30 days" when 5 are left), and the day it blocks;
 * - a vehicle or driver that cannot work for another reason (rejected, missing, under review,
 *   inactive, suspended), once per reason.
 * Each reminder is keyed by record, subject and threshold (and the expiry it is about) in the
 * `reminders` table: a job that runs twice on a day sends nothing twice. The owner receives
 * them, and with `owner_and_managers` so do the members who manage that kind of record. One
 * digest per recipient and channel per run.
 *
 * The job runs on the sandbox's own clock (`clock.ts`), so tests can walk a document across its
 * thresholds with /__sandbox/clock and /__sandbox/run-reminders.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { driverViews, vehicleViews } from './fleet-model.js';
import { send } from './outbox.js';
import { fleetReadiness } from './readiness.js';
import { addDays, dayFirst, documentFacts } from '../app/domain/readiness.js';
import { fleetDay } from '../app/domain/fleet-day.js';
import { ALL_RECORDS, dayLink, digestDetail, digestHeadline, digestSms, reminderLine, scopeProjection, type DigestScope, type ReminderFacts } from './words/digest.js';
import { notifyWords } from './words/notify.js';

/** A reminder's facts with its English line (what is stored and logged). */
const withLine = (facts: ReminderFacts) => ({ facts, line: reminderLine(facts, 'en-NG') });
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages.js';
import { lagosDate } from './trips.js';

/** Days before an expiry when a reminder is sent. */
export const THRESHOLDS = [30, 7, 1] as const;

export type Channel = 'sms' | 'whatsapp' | 'email';
export type Preferences = { channels: Channel[]; daily_time: string; recipients: 'owner' | 'owner_and_managers'; pass_scan_alerts: boolean; plain_letters: boolean };
export const DEFAULT_PREFERENCES: Preferences = { channels: ['sms', 'email'], daily_time: '07:00', recipients: 'owner_and_managers', pass_scan_alerts: false, plain_letters: false };

/** A partner's reminder settings (the defaults until the owner saves some). */
export function preferencesOf(db: Db, partnerId: number): Preferences {
  const row = db.select().from(s.notificationPrefs).where(eq(s.notificationPrefs.partnerId, partnerId)).get();
  return row
    ? { channels: row.channels, daily_time: row.dailyTime, recipients: row.recipients, pass_scan_alerts: row.passScanAlerts === 1, plain_letters: row.plainLetters === 1 }
    : DEFAULT_PREFERENCES;
}

/** One reminder the job would send: what it is about and its words. */
export type ReminderItem = { ownerType: 'vehicle' | 'driver'; ownerId: number; subject: string; threshold: string; aboutDay: string; line: string; facts: ReminderFacts };

import { daysBetween } from '../contract/lagos-time.js';

/** What `day` calls for, for one partner, before the sent ones are taken out. Pure over the rows read. */
export function remindersDue(db: Db, partnerId: number, day: string): ReminderItem[] {
  const vehicles = vehicleViews(db, partnerId);
  const drivers = driverViews(db, partnerId);
  const items: ReminderItem[] = [];
  const owners = [
    ...vehicles.map((v) => ({ ownerType: 'vehicle' as const, id: v.id, who: v.plate, documents: v.documents })),
    ...drivers.map((d) => ({ ownerType: 'driver' as const, id: d.id, who: `${d.fname} ${d.lname}`, documents: d.documents })),
  ];
  for (const o of owners) {
    for (const doc of o.documents.filter((d) => d.required).map(documentFacts)) {
      const expiresAt = doc.inForce?.expiresAt;
      if (!expiresAt) continue;
      const left = daysBetween(day, expiresAt);
      if (left < 0) {
        items.push({
          ownerType: o.ownerType,
          ownerId: o.id,
          subject: doc.type,
          threshold: 'blocked',
          aboutDay: expiresAt,
          ...withLine({ kind: 'expired', who: o.who, document: doc.label, date: dayFirst(expiresAt), from: dayFirst(addDays(expiresAt, 1)) }),
        });
        continue;
      }
      const reached = [...THRESHOLDS].reverse().find((t) => left <= t);
      if (reached !== undefined)
        items.push({
          ownerType: o.ownerType,
          ownerId: o.id,
          subject: doc.type,
          threshold: String(reached),
          aboutDay: expiresAt,
          ...withLine({ kind: 'expiring', who: o.who, document: doc.label, date: dayFirst(expiresAt), from: dayFirst(addDays(expiresAt, 1)), left }),
        });
    }
  }
  // Records that cannot work for a reason other than an expiry (those are above), once each.
  const fleet = fleetReadiness(db, partnerId, day, { vehicles, drivers });
  for (const [ownerType, list] of [
    ['vehicle', fleet.vehicles.map((v) => ({ id: v.id, who: v.plate, r: v.readiness }))],
    ['driver', fleet.drivers.map((d) => ({ id: d.id, who: d.name, r: d.readiness }))],
  ] as const) {
    for (const x of list) {
      for (const reason of x.r.reasons.filter((r) => r.blocking && r.code !== 'document_expired' && r.owner === ownerType)) {
        const label = reason.words?.message.values?.document ?? null;
        items.push({
          ownerType,
          ownerId: x.id,
          subject: `${reason.code}:${reason.document ?? ''}`,
          threshold: 'blocked',
          aboutDay: '-',
          ...withLine({ kind: 'blocked', who: x.who, code: reason.code, document: label, message: reason.message, words: reason.words?.message }),
        });
      }
    }
  }
  return items;
}

/** Who receives a partner's reminders about `ownerType` records: the owner, and managers when asked. */
function recipients(db: Db, partnerId: number, prefs: Preferences, ownerType: 'vehicle' | 'driver') {
  const partner = db.select().from(s.partners).where(eq(s.partners.id, partnerId)).get();
  if (!partner) return [];
  const ids = [partner.ownerUserId];
  if (prefs.recipients === 'owner_and_managers') {
    const role = ownerType === 'vehicle' ? 'partner_vehicle_manager' : 'partner_driver_manager';
    const members = db
      .select()
      .from(s.accountMembers)
      .where(and(eq(s.accountMembers.ownerId, partnerId), eq(s.accountMembers.status, 'accepted')))
      .all()
      .filter((m) => !m.disabled && m.userId && m.memberRoles.includes(role));
    for (const m of members) if (!ids.includes(m.userId!)) ids.push(m.userId!);
  }
  return ids.length ? db.select().from(s.users).where(inArray(s.users.id, ids)).all() : [];
}

/**
 * The day's digest for one partner (issue 32 §5), from the one projection of `day`, in the
 * recipient's `language` (issue 44 §4): the SMS (one segment by that language's rule, in plain
 * letters when the partner chose so), the email and WhatsApp detail, and the new reminder items.
 * Null when there is nothing to say (no new reminder and nothing that cannot work).
 */
export function composeDigest(
  db: Db,
  partnerId: number,
  day: string,
  portalUrl: string,
  items: readonly ReminderItem[],
  scope: DigestScope = ALL_RECORDS,
  language: Language = DEFAULT_LANGUAGE,
  plainLetters = preferencesOf(db, partnerId).plain_letters,
) {
  // Only what the person manages (issue 42 §5): the records of their kind, and their reminders.
  const answer = fleetDay(scopeProjection(fleetReadiness(db, partnerId, day), scope));
  const mine = items.filter((i) => (i.ownerType === 'vehicle' ? scope.vehicles : scope.drivers));
  if (!mine.length && !answer.blocked.length && !answer.empty) return null;
  const link = dayLink(portalUrl, day);
  return {
    answer,
    sms: digestSms(answer, link, scope, language, plainLetters),
    ...digestDetail(
      answer,
      // Each line in the recipient's language (issue 44 §4).
      mine.map((i) => reminderLine(i.facts, language)),
      link,
      scope,
      language,
    ),
  };
}

/**
 * What `userId`'s digest speaks of (issue 42 §5): the owner, everything; a member, the kinds of
 * record they manage (vehicles, drivers); null for a member who manages neither.
 */
export function digestScopeOf(db: Db, partnerId: number, userId: number): DigestScope | null {
  const partner = db.select().from(s.partners).where(eq(s.partners.id, partnerId)).get();
  if (partner?.ownerUserId === userId) return ALL_RECORDS;
  const member = db
    .select()
    .from(s.accountMembers)
    .where(and(eq(s.accountMembers.ownerId, partnerId), eq(s.accountMembers.userId, userId), eq(s.accountMembers.status, 'accepted')))
    .get();
  if (!member || member.disabled) return null;
  const scope = { vehicles: member.memberRoles.includes('partner_vehicle_manager'), drivers: member.memberRoles.includes('partner_driver_manager') };
  return scope.vehicles || scope.drivers ? scope : null;
}

/**
 * Run the job for `partnerId` on `day`: record the reminders due and not sent yet, and send each
 * recipient the day's one digest (SMS in one segment; detail by email and WhatsApp), never twice
 * for the same day (the `digests` table).
 * @returns how many reminders were new.
 */
export function runRemindersFor(db: Db, partnerId: number, day: string, portalUrl = 'http://localhost:3000'): number {
  const prefs = preferencesOf(db, partnerId);
  const due = remindersDue(db, partnerId, day);
  const fresh: ReminderItem[] = [];
  for (const item of due) {
    // The unique key makes this idempotent: a second run on the same day inserts nothing.
    const inserted = db
      .insert(s.reminders)
      .values({ partnerId, ownerType: item.ownerType, ownerId: item.ownerId, subject: item.subject, threshold: item.threshold, aboutDay: item.aboutDay, sentOn: day })
      .onConflictDoNothing()
      .returning()
      .all();
    if (inserted.length) fresh.push(item);
  }
  const people = new Map<number, typeof s.users.$inferSelect>();
  for (const kind of ['vehicle', 'driver'] as const) for (const user of recipients(db, partnerId, prefs, kind)) people.set(user.id, user);
  // One digest per scope and language: the owner's names everything, a driver manager's only
  // drivers; each person reads their own language (issue 44 §4).
  const byScope = new Map<string, ReturnType<typeof composeDigest>>();
  for (const user of people.values()) {
    const scope = digestScopeOf(db, partnerId, user.id);
    if (!scope) continue;
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const key = `${scope.vehicles}|${scope.drivers}|${language}`;
    if (!byScope.has(key)) byScope.set(key, composeDigest(db, partnerId, day, portalUrl, fresh, scope, language, prefs.plain_letters));
    const digest = byScope.get(key);
    if (!digest) continue;
    // One digest per person and day: a second run, or a second replica's, sends nothing.
    const first = db.insert(s.digests).values({ partnerId, userId: user.id, day }).onConflictDoNothing().returning().all();
    if (!first.length) continue;
    for (const channel of prefs.channels) {
      const to = channel === 'email' ? user.email : user.phone;
      if (!to) continue;
      if (channel === 'sms') send(db, { to, channel, subject: digest.subject, body: digest.sms });
      else send(db, { to, channel, subject: digest.subject, body: digest.body });
    }
  }
  return fresh.length;
}

/** Run the job for every partner with a fleet on the clock's day (Lagos). */
export function runReminders(db: Db, nowMs: number, portalUrl?: string): { day: string; sent: number } {
  const day = lagosDate(nowMs);
  const partners = db.selectDistinct({ id: s.vehicles.partnerId }).from(s.vehicles).all();
  const driverPartners = db.selectDistinct({ id: s.drivers.partnerId }).from(s.drivers).all();
  const ids = [...new Set([...partners, ...driverPartners].map((p) => p.id))];
  return { day, sent: ids.reduce((n, id) => n + runRemindersFor(db, id, day, portalUrl), 0) };
}

/**
 * `day`'s digest as a person of `scope` would receive it (the settings page's preview: the
 * person's own, issue 42 §5), in `language` (the reader's, issue 44 §4): the same words the job
 * sends them.
 */
export function previewDigest(db: Db, partnerId: number, day: string, portalUrl = 'http://localhost:3000', scope: DigestScope = ALL_RECORDS, language: Language = DEFAULT_LANGUAGE) {
  const prefs = preferencesOf(db, partnerId);
  const sent = new Set(
    db
      .select()
      .from(s.reminders)
      .where(eq(s.reminders.partnerId, partnerId))
      .all()
      .map((r) => `${r.ownerType}|${r.ownerId}|${r.subject}|${r.threshold}|${r.aboutDay}`),
  );
  // What would be new on `day`: the reminders already sent are not sent again.
  const items = remindersDue(db, partnerId, day).filter((i) => !sent.has(`${i.ownerType}|${i.ownerId}|${i.subject}|${i.threshold}|${i.aboutDay}`));
  const digest = composeDigest(db, partnerId, day, portalUrl, items, scope, language, prefs.plain_letters);
  const answer = digest?.answer ?? fleetDay(scopeProjection(fleetReadiness(db, partnerId, day), scope));
  return {
    day,
    subject: digest?.subject ?? notifyWords(language)('email.digest.subject', { day: dayFirst(day) }),
    body: digest?.body ?? notifyWords(language)('digest.nothing', { headline: digestHeadline(answer, scope, language) }),
    sms: digest?.sms ?? null,
    headline: digestHeadline(answer, scope, language),
    channels: prefs.channels,
    daily_time: prefs.daily_time,
  };
}
