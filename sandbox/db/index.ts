/**
 * Opens the sandbox database (a file, or `:memory:` for tests), applies the drizzle
 * migrations in sandbox/migrations and seeds demo data on first start.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import dayjs from 'dayjs';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.js';
import { seed } from '../seed.js';
import { apiNow } from '../clock.js';
import { installLedger } from '../ledger.js';
import { installPayTriggers } from '../pay/triggers.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Folder of the generated migrations. Resolved from this module (sandbox/db/index.ts under tsx)
 * or from the bundle (dist/server.js): both sit one level below the project root.
 */
function migrationsFolder(): string {
  const here = fileURLToPath(import.meta.url);
  const root = here.includes('/sandbox/db/') ? dirname(dirname(dirname(here))) : dirname(dirname(here));
  return `${root}/sandbox/migrations`;
}

/**
 * The seed's version. A database file seeded by an older version is started again from the
 * seed (it is demo data): its schema and story may no longer match the code.
 */
export const SEED_VERSION = 11;

/**
 * Open, migrate, install the trips' ledger and (when empty) seed. `file` is a path or ':memory:'; `from` (with ':memory:') is
 * a database `serialize()`d before — the tests' seeded copy, made once per run instead of once per
 * file (issue 45 §7) — opened in memory as it was.
 */
export function openDb(file: string, options: { seed?: boolean; from?: Buffer } = {}): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file)) {
      const probe = new Database(file);
      const version = probe.pragma('user_version', { simple: true });
      probe.close();
      if (version !== SEED_VERSION) for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    }
  }
  const sqlite = options.from && file === ':memory:' ? new Database(options.from) : new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: migrationsFolder() });
  // The trips' ledger and the triggers that keep it (ADR 0055), before any trip is written.
  installLedger(db);
  // What marks a paid period for correction (ADR 0058).
  installPayTriggers(db);
  if (options.seed !== false) {
    const { n } = sqlite.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
    if (n === 0) {
      // Relative to the API's clock, so a sandbox pinned to an instant seeds around it (issue 45 §6).
      seed(db, dayjs(apiNow()));
      sqlite.pragma(`user_version = ${SEED_VERSION}`);
    }
  }
  return db;
}

export { schema };
