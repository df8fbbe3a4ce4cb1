import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: generates SQL migrations for the sandbox database from sandbox/db/schema.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './sandbox/db/schema.ts',
  out: './sandbox/migrations',
});
