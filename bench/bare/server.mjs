// Serves the bare Remix page (bench/bare) with Express, compression and static files, as the
// portal serves its own: `node bench/bare/server.mjs` (PORT, default 3399).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const here = dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(join(here, 'build', 'index.js')).href);
const app = express();
app.use(compression());
app.get('/favicon.ico', (_req, res) => res.status(204).end());
app.use('/build', express.static(join(here, 'public', 'build'), { immutable: true, maxAge: '1y' }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
const server = app.listen(Number(process.env.PORT ?? 3399), () => console.log(`bare page on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
