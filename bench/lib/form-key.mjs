// The form key a page carries (issue 40 §1: every form that writes has a key the server issued
// for the person and partner who opened the page). Scripts that post the portal's forms without
// a browser (the bench, the e2e fixtures) read it from the page first, as a browser would.

/** The first form key in `html` (a PostForm's hidden `_key` field), or undefined. */
export const formKeyIn = (html) => /<input type="hidden" name="_key" value="([^"]+)"/.exec(html)?.[1];

/**
 * GET `url` with `headers` (a Cookie, to read a signed-in page) and answer its first form key.
 * @throws Error when the page has no form key
 */
export async function fetchFormKey(url, headers = {}) {
  const res = await fetch(url, { headers });
  const key = formKeyIn(await res.text());
  if (!key) throw new Error(`no form key on ${url} (HTTP ${res.status})`);
  return key;
}

/**
 * GET `url` and answer its first form key with the cookie a browser would send back with it: a
 * guest's pre-session (issue 54 §4: a guest's key verifies only with the pre-session it was issued
 * for), joined to the `cookie` given.
 * @throws Error when the page has no form key
 */
export async function fetchForm(url, cookie) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const key = formKeyIn(await res.text());
  if (!key) throw new Error(`no form key on ${url} (HTTP ${res.status})`);
  const pre = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => /^(__Host-)?vp_pre=/.test(c));
  return { key, cookie: [cookie, pre].filter(Boolean).join('; ') };
}

/**
 * The honeypot's fields a public form draws (issue 54 §4): the trap left empty and the time drawn, as a browser sends them.
 * @returns {Record<string, string>}
 */
export function honeypotIn(html) {
  const drawn = /<input type="hidden" name="drawn_at" value="([^"]*)"/.exec(html)?.[1];
  return drawn === undefined ? {} : { website: '', drawn_at: drawn.replace(/&amp;/g, '&') };
}
