/**
 * Analytics adapter (spec section 1; issue 5): Segment's Node library when SEGMENT_WRITE_KEY
 * is set, a structured log line otherwise, and an in-memory sink when ANALYTICS_SINK=memory
 * (tests), whose events tests read. Calls never throw and never delay a response.
 */
import { Analytics } from '@segment/analytics-node';
import { config } from '~/server/config.server';
import { ANALYTICS_CHANNEL } from '~/domain/constants';
import { logger } from '~/server/logger.server';

export type AnalyticsEvent =
  { type: 'identify'; userId: string; traits: Record<string, unknown> } | { type: 'track'; userId?: string; anonymousId?: string; event: string; properties: Record<string, unknown> };

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

class SegmentSink implements AnalyticsSink {
  private readonly client: Analytics;
  constructor(writeKey: string) {
    this.client = new Analytics({ writeKey });
    this.client.on('error', (err) => logger.warn({ err }, 'analytics delivery failed'));
  }
  send(event: AnalyticsEvent) {
    if (event.type === 'identify') this.client.identify({ userId: event.userId, traits: event.traits });
    else if (event.userId) this.client.track({ userId: event.userId, event: event.event, properties: event.properties });
    else this.client.track({ anonymousId: event.anonymousId ?? 'anonymous', event: event.event, properties: event.properties });
  }
}

// Without a Segment key events go to the log: their names and ids only, never traits or
// properties (names, e-mails, phones stay out of log lines; issue 13 §3).
const logSink: AnalyticsSink = { send: (event) => logger.info({ analytics: { type: event.type, event: 'event' in event ? event.event : undefined, userId: event.userId } }, 'analytics') };

/**
 * The events recorded by the memory sink, oldest first (tests only). Kept on globalThis so
 * server.ts (a separate bundle) can serve them to e2e tests.
 */
const holder = globalThis as unknown as { __vpAnalyticsEvents?: AnalyticsEvent[] };
export const memoryEvents: AnalyticsEvent[] = (holder.__vpAnalyticsEvents ??= []);
const memorySink: AnalyticsSink = {
  send: (event) => {
    memoryEvents.push(event);
    if (memoryEvents.length > 1000) memoryEvents.shift();
  },
};

let sink: AnalyticsSink | undefined;
function currentSink(): AnalyticsSink {
  if (!sink) {
    const { ANALYTICS_SINK, SEGMENT_WRITE_KEY } = config();
    if (ANALYTICS_SINK === 'memory') sink = memorySink;
    else if (SEGMENT_WRITE_KEY) sink = new SegmentSink(SEGMENT_WRITE_KEY);
    else sink = logSink;
  }
  return sink;
}

function safely(event: AnalyticsEvent) {
  try {
    currentSink().send(event);
  } catch (err) {
    logger.warn({ err }, 'analytics failed');
  }
}

/** Identify a user at login; `role` is super_admin for owners, admin for others. */
export function identify(user: { id: number; email: string; fname: string; lname: string }, role: 'super_admin' | 'admin') {
  safely({ type: 'identify', userId: String(user.id), traits: { email: user.email, firstName: user.fname, lastName: user.lname, role, channel: ANALYTICS_CHANNEL } });
}

/** Record an event with the channel 'Partners Portal'. */
export function track(event: string, properties: Record<string, unknown> = {}, userId?: number) {
  safely({
    type: 'track',
    userId: userId === undefined ? undefined : String(userId),
    anonymousId: userId === undefined ? 'guest' : undefined,
    event,
    properties: { ...properties, channel: ANALYTICS_CHANNEL },
  });
}

/** 'Partner Viewed {route name} Page'. */
export const pageViewEvent = (routeName: string) => `Partner Viewed ${routeName} Page`;
