/**
 * The public links the API puts in its messages to drivers (issues 43 and 53 §4): each is a page
 * of the portal (app/routes/send.$token.tsx, app/routes/pay.$token.tsx) that the API builds with
 * its configured portal address and a token, and how long it reads. Shared by the portal and the
 * API (the contract): the API writes these paths, the portal serves them.
 */

/** How long a document link stays valid after it is sent (or after a rejection reopens it), in ms: 7 days. */
export const DOCUMENT_LINK_LIFE_MS = 7 * 86_400_000;
/** The document link page's path for a token: '/send/<token>'. */
export const documentLinkPath = (token: string) => `/send/${token}`;

/** How long a pay statement link reads after it is sent, in ms: 62 days (two monthly periods). */
export const PAY_STATEMENT_LIFE_MS = 62 * 86_400_000;
/** The pay statement page's path for a token: '/pay/<token>'. */
export const payStatementPath = (token: string) => `/pay/${token}`;
