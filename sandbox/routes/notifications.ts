/**
 * Notification settings and the reminder job (issue 21 §4): the owner's channels, daily time
 * and recipients; a preview of tomorrow's digest; and, under /__sandbox, the job's clock and a
 * switch that runs the job now, for tests that walk a document across its thresholds.
 */
import { Router } from 'express';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import type { Db } from '../db/index.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { recordActivity } from '../activity.js';
import { h, partnerAccess, requireAuth, requireOwner, userOf, validate } from '../http.js';
import { digestScopeOf, preferencesOf, previewDigest, runReminders, runRemindersFor } from '../reminders.js';
import { ensureTrips, lagosDate } from '../trips.js';
import { payoutInstant } from '../payouts.js';
import { touchTrips } from '../memo.js';
import { takeBackAccountChoices } from '../settlement.js';
import { eq } from 'drizzle-orm';
import { lagosTime, ISO_DATE } from '../../contract/lagos-time.js';
import { dayOf } from '../readiness.js';
import type { Clock } from '../clock.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/languages.js';
import { ALL_RECORDS } from '../words/digest.js';

const preferencesBody = contract.notificationPreferences;

export function notificationsRouter({ db, clock, portalUrl }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  r.get(
    '/v1/partners/:id/notification-preferences',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.id));
      res.json({ data: preferencesOf(db, partner.id) });
    }),
  );

  r.put(
    '/v1/partners/:id/notification-preferences',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.id));
      const body = validate(preferencesBody, req.body);
      const values = {
        channels: [...new Set(body.channels)],
        dailyTime: body.daily_time,
        recipients: body.recipients,
        passScanAlerts: body.pass_scan_alerts ? 1 : 0,
        plainLetters: body.plain_letters ? 1 : 0,
        updatedAt: new Date(apiNow()).toISOString(),
      };
      const before = preferencesOf(db, partner.id);
      db.transaction((tx) => {
        tx.insert(s.notificationPrefs)
          .values({ partnerId: partner.id, ...values })
          .onConflictDoUpdate({ target: s.notificationPrefs.partnerId, set: values })
          .run();
        // Who changed where the fleet's reminders and scan alerts go (issue 31 §3).
        const after = {
          channels: values.channels,
          daily_time: values.dailyTime,
          recipients: values.recipients,
          pass_scan_alerts: Boolean(values.passScanAlerts),
          plain_letters: Boolean(values.plainLetters),
        };
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
        const words = { channels: 'channels', daily_time: 'time of day', recipients: 'recipients', pass_scan_alerts: 'pass scan alerts', plain_letters: 'SMS without special letters' };
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'settings.notifications',
          subject: { text: 'Notifications' },
          detail: changed.length ? { text: 'Changed: {{fields}}', values: { fields: changed.map((k) => words[k]).join(', ') } } : { text: 'Saved with no change' },
        });
      });
      res.json({ data: preferencesOf(db, partner.id) });
    }),
  );

  /**
   * The digest the job would send on `day` (`today`, `tomorrow` — the default — or a date, on the
   * API's clock) to the person asking (issue 42 §5): the owner's names everything, a manager's
   * only what they manage; a member who manages neither receives none. The owner may ask for a
   * manager's (`scope=vehicles|drivers`).
   */
  r.get(
    '/v1/partners/:id/notifications/preview',
    auth,
    h((req, res) => {
      const { partner, isOwner } = partnerAccess(db, userOf(req), String(req.params.id));
      const q = validate(queries.digestPreview, req.query);
      const day = dayOf(q.day ?? 'tomorrow', clock.now());
      const asked = isOwner && q.scope ? { vehicles: q.scope === 'vehicles', drivers: q.scope === 'drivers' } : null;
      const scope = asked ?? digestScopeOf(db, partner.id, userOf(req).id);
      ensureTrips(db);
      // In the reader's language (issue 44 §4), as the job would send it to them.
      const language = isLanguage(userOf(req).language) ? (userOf(req).language as Language) : DEFAULT_LANGUAGE;
      res.json({
        data: scope
          ? { ...previewDigest(db, partner.id, day, portalUrl(), scope, language), receives: true }
          : { ...previewDigest(db, partner.id, day, portalUrl(), ALL_RECORDS, language), receives: false },
      });
    }),
  );

  // ——— Test switches ———

  r.get('/__sandbox/clock', (_req, res) => {
    res.json({ data: { now: new Date(clock.now()).toISOString(), day: lagosDate(clock.now()) } });
  });
  /**
   * `{ day: 'YYYY-MM-DD' }` (09:00 in Lagos that day), `{ at: ISO instant }` (to the minute, e.g.
   * 23:59 Lagos), `{ advance_days: n }`, `{ advance_minutes: n }`, or `{ reset: true }` (back to real
   * time, or to the pinned instant in tests). A reset also takes back the payouts of months not yet
   * due at that time (made while the clock ran ahead), so a test that walked a month to its payout leaves the months as they were.
   */
  r.post(
    '/__sandbox/clock',
    h((req, res) => {
      const body = validate(
        z.object({
          day: z.string().regex(ISO_DATE).optional(),
          at: z.string().datetime({ offset: true }).optional(),
          advance_days: z.number().int().min(-3650).max(3650).optional(),
          advance_minutes: z.number().int().min(-525_600).max(525_600).optional(),
          reset: z.boolean().optional(),
        }),
        req.body,
      );
      if (body.reset) {
        clock.reset();
        const ahead = db
          .select({ id: s.payouts.id, month: s.payouts.month })
          .from(s.payouts)
          .all()
          .filter((p) => payoutInstant(p.month) > clock.now());
        for (const p of ahead) db.delete(s.payouts).where(eq(s.payouts.id, p.id)).run();
        // Payout accounts chosen while the clock ran ahead are taken back too (issue 41 §4): the
        // previous account is the payout account again, and an account added then is removed.
        takeBackAccountChoices(db, clock.now());
      }
      if (body.day) clock.set(Date.parse(`${body.day}T08:00:00Z`));
      if (body.at) clock.set(Date.parse(body.at));
      if (body.advance_days) clock.advanceDays(body.advance_days);
      if (body.advance_minutes) clock.set(clock.now() + body.advance_minutes * 60_000);
      // Every answer that depends on the time is computed again on the new clock.
      touchTrips(db);
      res.json({ data: { now: new Date(clock.now()).toISOString(), day: lagosDate(clock.now()) } });
    }),
  );
  /** Run the daily job now, for every partner (or `partner_id`), on the clock's day. */
  r.post(
    '/__sandbox/run-reminders',
    h((req, res) => {
      const body = validate(z.object({ partner_id: z.number().int().positive().optional() }), req.body ?? {});
      const day = lagosDate(clock.now());
      ensureTrips(db);
      res.json({ data: body.partner_id ? { day, sent: runRemindersFor(db, body.partner_id, day, portalUrl()) } : runReminders(db, clock.now(), portalUrl()) });
    }),
  );

  return r;
}

/**
 * The job's own schedule: every `everyMs` it runs, for each partner whose daily time (Lagos) has
 * come on the clock's day, the reminders not yet sent. Idempotent: a second run sends nothing.
 */
export function startReminderTimer(db: Db, clock: Clock, everyMs: number, portalUrl: () => string = () => 'http://localhost:3000'): NodeJS.Timeout {
  const timer = setInterval(() => {
    const now = clock.now();
    const day = lagosDate(now);
    const time = lagosTime(now);
    const partners = [
      ...new Set(
        db
          .selectDistinct({ id: s.vehicles.partnerId })
          .from(s.vehicles)
          .all()
          .map((p) => p.id),
      ),
    ];
    for (const id of partners) if (preferencesOf(db, id).daily_time <= time) runRemindersFor(db, id, day, portalUrl());
  }, everyMs);
  timer.unref();
  return timer;
}
