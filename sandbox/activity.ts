/**
 * The activity log (issue 24 §3), as the marketplace's API would keep it: an append-only table
 * (triggers refuse UPDATE and DELETE, migration 0006) written by the transaction of the change
 * it records, read newest first.
 *
 * - `recordActivity(tx, entry)` — call inside the change's transaction (or with `db` for a change
 *   that is one statement), so an entry exists exactly when its change does.
 * - `listActivity(db, partnerId, query, ownOnly)` — a page of entries; a member who is not the
 *   owner reads only their own (`ownOnly`), whatever `actor` they ask for.
 *
 * Times are real time (ISO, UTC); the query's days are Lagos days (UTC+1, no daylight saving).
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { activityEnglish, activitySentenceOf, kindsOf, type ActivityKind, type ActivitySentence, type activityQuery } from '../contract/activity.js';
import * as s from './db/schema.js';
import { dayFirst, lagosDate, lagosDayStartIso, lagosTime } from '../contract/lagos-time.js';
import type { Db } from './db/index.js';
import type { z } from 'zod';
import { apiNow } from './clock.js';

type Tx = Pick<Db, 'insert'>;
type Actor = { id: number; fname: string; lname: string } | null;

/** Who did it, in words: a user's name, or who acted without signing in. */
export const actorName = (actor: Actor, otherwise = 'The marketplace') => (actor ? `${actor.fname} ${actor.lname}`.trim() : otherwise);

/** What an entry says: a sentence of `ACTIVITY_SENTENCES` with its values, or free text (a name, a plate, a device). */
export type Said = string | ActivitySentence;
const englishOf = (said: Said | undefined) => (said === undefined ? '' : typeof said === 'string' ? said : activityEnglish(said));
const sentenceOf = (said: Said | undefined) => (said !== undefined && typeof said !== 'string' ? said : null);

/**
 * Append one entry. `subject` names what changed (a plate, a driver's name, a masked account
 * number: never a phone, an email or a full account number); `detail` says how. Each is free text
 * or a sentence of `ACTIVITY_SENTENCES` with its values (issue 51 §1), kept with its English so
 * the portal says it in its reader's language.
 */
export function recordActivity(tx: Tx, entry: { partnerId: number; actor: Actor; actorLabel?: string; kind: ActivityKind; subject?: Said; detail?: Said; at?: number }) {
  const words = { subject: sentenceOf(entry.subject), detail: sentenceOf(entry.detail) };
  tx.insert(s.activity)
    .values({
      partnerId: entry.partnerId,
      actorUserId: entry.actor?.id ?? null,
      actorName: actorName(entry.actor, entry.actorLabel),
      kind: entry.kind,
      subject: englishOf(entry.subject),
      detail: englishOf(entry.detail),
      words: words.subject || words.detail ? JSON.stringify(words) : null,
      createdAt: new Date(entry.at ?? apiNow()).toISOString(),
    })
    .run();
}

/** A document in the log: its English label, and the day its validity ends (YYYY-MM-DD) when it has one. */
export const documentSaid = (label: string, expiresAt: string | null | undefined): ActivitySentence =>
  expiresAt ? { text: '{{document}}, valid until {{date}}', values: { document: label, date: dayFirst(expiresAt) } } : { text: '{{document}}', values: { document: label } };

/** An entry's sentences: those it was written with, else (an entry older than issue 51) the sentences its English matches. */
function wordsOf(r: { subject: string; detail: string; words: string | null }): { subject: ActivitySentence | null; detail: ActivitySentence | null } {
  if (r.words) return JSON.parse(r.words) as { subject: ActivitySentence | null; detail: ActivitySentence | null };
  return { subject: activitySentenceOf(r.subject), detail: activitySentenceOf(r.detail) };
}

/**
 * Record an export (issues 24 §3, 31 §3): the portal reads every page of a list with
 * `export=csv`; its first page (no `page` beyond 1, no `after`) is the one entry, saying how many
 * rows the file holds. Any other request records nothing.
 */
export function recordExport(
  tx: Tx,
  query: Record<string, unknown>,
  entry: {
    partnerId: number;
    actor: Actor;
    kind: Extract<ActivityKind, `export.${string}`>;
    total: number;
    noun: '{{count}} drivers' | '{{count}} vehicles' | '{{count}} trips' | '{{count}} earnings lines';
  },
) {
  if (query.export !== 'csv' || (query.page ?? '1') !== '1' || query.after) return;
  recordActivity(tx, { partnerId: entry.partnerId, actor: entry.actor, kind: entry.kind, subject: { text: entry.noun, values: { count: String(entry.total) } }, detail: { text: 'CSV file' } });
}

/** A trip in words for the log: 'Trip 41 · LOS-01 · 25-11-2026 07:30' (Lagos time, day first). */
export function tripLabel(id: number, routeCode: string, startsAt: string): ActivitySentence {
  const ms = Date.parse(startsAt);
  return { text: 'Trip {{id}} · {{route}} · {{when}}', values: { id: String(id), route: routeCode, when: `${dayFirst(lagosDate(ms))} ${lagosTime(ms)}` } };
}

/** The first UTC instant of a Lagos day ('YYYY-MM-DD'), as ISO. */
const lagosDayStart = lagosDayStartIso;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A page of the partner's log, newest first, with the total and the people who appear in it.
 * @param ownOnly the caller is a member, not the owner: only entries they made.
 */
export function listActivity(db: Db, partnerId: number, query: z.infer<typeof activityQuery>, caller: { id: number; ownOnly: boolean }) {
  const where: SQL[] = [eq(s.activity.partnerId, partnerId)];
  if (caller.ownOnly) where.push(eq(s.activity.actorUserId, caller.id));
  else if (query.actor) where.push(eq(s.activity.actorUserId, query.actor));
  if (query.group) where.push(inArray(s.activity.kind, kindsOf(query.group)));
  if (query.from) where.push(gte(s.activity.createdAt, lagosDayStart(query.from)));
  if (query.to) where.push(lt(s.activity.createdAt, lagosDayStart(nextDay(query.to))));
  const filter = and(...where);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(s.activity)
      .where(filter)
      .get()?.n ?? 0;
  const rows = db
    .select()
    .from(s.activity)
    .where(filter)
    .orderBy(desc(s.activity.createdAt), desc(s.activity.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .all();
  const people = caller.ownOnly
    ? db
        .select({ id: s.activity.actorUserId, name: s.activity.actorName })
        .from(s.activity)
        .where(and(eq(s.activity.partnerId, partnerId), eq(s.activity.actorUserId, caller.id)))
        .limit(1)
        .all()
    : db
        .selectDistinct({ id: s.activity.actorUserId, name: s.activity.actorName })
        .from(s.activity)
        .where(and(eq(s.activity.partnerId, partnerId), sql`${s.activity.actorUserId} IS NOT NULL`))
        .orderBy(s.activity.actorName)
        .all();
  const seen = new Set<number>();
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind as ActivityKind,
      actor: r.actorUserId ? { id: r.actorUserId, name: r.actorName } : null,
      actor_name: r.actorName,
      subject: r.subject,
      detail: r.detail,
      words: wordsOf(r),
      created_at: r.createdAt,
    })),
    metadata: {
      total,
      page: query.page,
      perPage: query.perPage,
      own_only: caller.ownOnly,
      // One name per person (a renamed user keeps their newest name first seen).
      people: people.filter((p): p is { id: number; name: string } => p.id !== null && !seen.has(p.id) && Boolean(seen.add(p.id))),
    },
  };
}
