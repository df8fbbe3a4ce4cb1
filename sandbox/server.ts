/**
 * Starts the sandbox: database, HTTP app and the telemetry socket server on one port.
 *
 * `startSandbox({ port: 0, dbFile: ':memory:' })` gives tests a fresh sandbox on a random port.
 */
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDb, type Db } from './db/index.js';
import { createSandboxApp } from './app.js';
import { attachTelemetry } from './telemetry.js';
import { createClock } from './clock.js';
import { startReminderTimer } from './routes/notifications.js';
import { parseWithout } from './without.js';

export type SandboxOptions = {
  /** 0 for a random free port. */
  port: number;
  /** Path of the SQLite file, or ':memory:'. */
  dbFile: string;
  /** Where uploads go; defaults beside the database file, or a temp dir for ':memory:'. */
  uploadDir?: string;
  /** The portal's public URL for links in emails; may be set later with `setPortalUrl`. */
  portalUrl?: string;
  host?: string;
  telemetryIntervalMs?: number;
  /** How often (ms) the reminder job looks whether a partner's daily time has come. */
  reminderCheckMs?: number;
  /** Pin the API's clock at this instant (ms) before the seed is made (tests: `TEST_INSTANT`); real time when absent. */
  now?: number;
  /** With ':memory:': start from this serialized database (`openDb`'s `from`) instead of seeding. */
  seeded?: Buffer;
  /** Features switched off (issue 72): `SANDBOX_WITHOUT` (comma-separated) when absent. */
  without?: string[];
  /** Answers mutated (sandbox/without.ts): `SANDBOX_MUTATE` (comma-separated) when absent. */
  mutations?: string[];
};

/** A comma-separated list from the environment. */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export type Sandbox = { url: string; port: number; db: Db; setPortalUrl: (url: string) => void; close: () => Promise<void> };

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const clock = createClock();
  if (options.now !== undefined) clock.pin(options.now);
  const db = openDb(options.dbFile, { from: options.seeded });
  const uploadDir = options.uploadDir ?? (options.dbFile === ':memory:' ? mkdtempSync(join(tmpdir(), 'sandbox-uploads-')) : join(options.dbFile, '..', 'uploads'));
  let portalUrl = options.portalUrl ?? 'http://localhost:3000';
  let url = '';
  let publish: (tripId: number) => void = () => undefined;
  let connections = () => 0;
  const variant = parseWithout(options.without ?? listOf(process.env.SANDBOX_WITHOUT), options.mutations ?? listOf(process.env.SANDBOX_MUTATE));
  const app = createSandboxApp({ db, uploadDir, portalUrl: () => portalUrl, publicUrl: () => url, publishTrip: (id) => publish(id), telemetryConnections: () => connections(), clock, variant });
  // The daily job: each partner's reminders at the time its owner chose (Lagos).
  const reminderTimer = startReminderTimer(db, clock, options.reminderCheckMs ?? 10 * 60_000, () => portalUrl);
  const server = createServer(app);
  const telemetry = attachTelemetry(server, db, options.telemetryIntervalMs);
  publish = telemetry.publish;
  connections = telemetry.connections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    url,
    port,
    db,
    setPortalUrl: (value) => {
      portalUrl = value;
    },
    close: async () => {
      clearInterval(reminderTimer);
      server.closeAllConnections();
      await telemetry.close();
      db.$client.close();
    },
  };
}
