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
