/**
 * Which pages ship scripts (issue 23; ADR 0019). A page works as HTML and CSS alone; it gets
 * Remix's scripts only when a matched route's handle asks for them with `hydrate`, because they
 * earn their bytes there: the forms' checks before a slow upload or submission, the live trip
 * view, the dashboard's live panel. `hydrate` is `true`, or a function of the route's loader data
 * (a trip's page hydrates only while the trip is active).
 *
 * On a page with scripts every link is still a document navigation (`documentLinks`): the
 * browser fetches one HTML page, with the scripts it may need already cached, instead of route
 * chunks, the manifest and each loader's data one round trip after another.
 */

/** The handle field: does this route's page need its scripts? */
export type Hydrate = boolean | ((data: unknown) => boolean);

type Match = { handle?: unknown; data?: unknown };

/** Does any of `matches` ask for scripts (see the module comment)? */
export function wantsScripts(matches: readonly Match[]): boolean {
  return matches.some((m) => {
    const hydrate = (m.handle as { hydrate?: Hydrate } | undefined)?.hydrate;
    return typeof hydrate === 'function' ? hydrate(m.data) : hydrate === true;
  });
}

/**
 * A click that the browser should handle as a document navigation: the primary button with no
 * modifier, on a same-origin link without `download` or another target, that is not an anchor
 * within the page. `location` is the page's own URL.
 */
export function isDocumentLink(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>, location: URL): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.hasAttribute('download') || (link.getAttribute('target') ?? '_self') !== '_self') return false;
  const url = new URL(link.getAttribute('href')!, location);
  if (url.origin !== location.origin) return false;
  return !(url.hash && url.pathname === location.pathname && url.search === location.search);
}

/**
 * Links on a page with scripts navigate as documents: a capturing listener on `window` stops
 * the click before React (and Remix's `<Link>`) sees it, without preventing the browser's own
 * navigation. Forms keep their scripts (checks, pending states).
 */
export function documentLinks(win: Window): void {
  win.addEventListener(
    'click',
    (event) => {
      if (isDocumentLink(event, new URL(win.location.href))) event.stopPropagation();
    },
    true,
  );
}

/**
 * Lists' filters submit themselves when a choice changes, without React: a `<select
 * data-autosubmit>` submits its GET form as a document (the page has no scripts to do it).
 * Inline in every page, with the page's nonce.
 */
export const AUTOSUBMIT = `document.addEventListener('change',function(e){var t=e.target;if(t&&t.matches&&t.matches('select[data-autosubmit]')&&t.form){if(t.form.requestSubmit)t.form.requestSubmit();else t.form.submit()}});`;
