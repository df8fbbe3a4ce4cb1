// Where the end-to-end journeys keep the portal's HTML documents for the W3C checker
// (scripts/check-html.mjs, issue 54 §9): emptied by `npm test` before the journeys run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the folder of kept documents (one file per distinct markup). */
export const HTML_PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'html-pages');
