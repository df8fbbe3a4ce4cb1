/** `npm run sandbox`: runs the marketplace API sandbox alone. */
import { startSandbox } from './server.js';

const sandbox = await startSandbox({
  port: Number(process.env.SANDBOX_PORT ?? 4010),
  dbFile: process.env.SANDBOX_DB ?? '.data/sandbox.sqlite',
  portalUrl: process.env.PORTAL_URL ?? 'http://localhost:3000',
});
console.log(`Sandbox API:    ${sandbox.url}`);
console.log(`Sandbox outbox: ${sandbox.url}/outbox`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
