/**
 * Which pages get a script (issue 23; ADR 0020). Every page works as HTML and CSS alone, and no
 * page hydrates React. A page gets the one enhancement script (app/enhance) only when a matched
 * route's handle asks with `enhance`, because it earns its bytes there: the forms' checks before
 * a slow submission, the address suggestions, the OTP countdown, the live trip view. `enhance`
 * is `true`, or a function of the route's loader data (a trip's page only while it is active).
 */

/** The handle field: does this route's page need the enhancement script? */
export type Enhance = boolean | ((data: unknown) => boolean);

type Match = { handle?: unknown; data?: unknown };

/** Does any of `matches` ask for the enhancement script (see the module comment)? */
export function wantsEnhance(matches: readonly Match[]): boolean {
  return matches.some((m) => {
    const enhance = (m.handle as { enhance?: Enhance } | undefined)?.enhance;
    return typeof enhance === 'function' ? enhance(m.data) : enhance === true;
  });
}

/**
 * Lists' filters submit themselves when a choice changes: a `<select data-vp-autosubmit>` submits
 * its GET form as a document. Inline in every page (about 250 bytes), with the page's nonce, so
 * lists need no script file.
 */
export const AUTOSUBMIT = `d.addEventListener('change',function(e){var t=e.target,f=t&&t.form;if(f&&t.matches&&t.matches('select[data-vp-autosubmit]'))f.requestSubmit?f.requestSubmit():f.submit()});`;

/**
 * A second tap does nothing (issue 33 §2): inline in every page with a form (about 400 bytes,
 * with the page's nonce), so even pages that ship no script file are guarded. The first submit
 * of a form marks it sending; a second submit of it is dropped; the button pressed says its
 * `data-vp-pending` words and is disabled once the browser has read the form (its `intent` is still
 * sent); the bar shows. A page restored from the back-forward cache gets its forms and buttons
 * back (`release`, also called when the service worker answers that nothing left the phone).
 * A debounce, not a lock (issue 45 §3, GOV.UK's way): 10 s after a submit the form is given back,
 * so a link that stalled (or Stop pressed) never leaves the button "Processing…" until a reload;
 * the form's idempotency key makes a second send safe. A submit stopped by the form's checks
 * (defaultPrevented) changes nothing.
 */
export const SUBMIT_GUARD = `d.addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!f||f.tagName!='FORM')return;if(f.getAttribute('data-vp-sending')){e.preventDefault();return}f.setAttribute('data-vp-sending','1');setTimeout(release,10000);var b=e.submitter||f.querySelector('[type=submit]'),r=d.querySelector('[data-vp-pending-bar]');setTimeout(function(){if(r){r.setAttribute('data-vp-active','true');r.setAttribute('aria-hidden','false')}if(b&&b.getAttribute('data-vp-pending')){b.setAttribute('data-vp-idle',b.innerHTML);b.textContent=b.getAttribute('data-vp-pending');b.disabled=true}})});function release(){var r=d.querySelector('[data-vp-pending-bar]');if(r)r.setAttribute('data-vp-active','false');[].forEach.call(d.querySelectorAll('form[data-vp-sending]'),function(f){f.removeAttribute('data-vp-sending')});[].forEach.call(d.querySelectorAll('[data-vp-idle]'),function(b){b.innerHTML=b.getAttribute('data-vp-idle');b.removeAttribute('data-vp-idle');b.disabled=false})}addEventListener('pageshow',function(e){if(e.persisted)release()});`;

/**
 * Every notice perceived (issue 45 §3; GOV.UK's error summary and notification banner): a form's
 * error summary (`data-vp-error-summary`), else the page's notice (`data-vp-notice`) unless a
 * field already has focus, takes focus once as the page loads, so a screen reader reads it first
 * (a `role="alert"` present at load is usually not announced). Inline, so it runs on every page,
 * with or without the enhancement script: once the page is parsed and its stylesheet has loaded,
 * so the focus lands where the styled page shows it (as when the script stood at the end of
 * `<body>`; it now stands in `<head>`, issue 52 §2).
 */
export const NOTICE_FOCUS = `function focus(){var a=d.activeElement,s=d.querySelector('[data-vp-error-summary]')||(!a||a==d.body)&&d.querySelector('[data-vp-notice]');if(s)s.focus()}d.addEventListener('DOMContentLoaded',function(){var l=d.querySelector('link[rel=stylesheet]');l&&!l.sheet?l.onload=l.onerror=focus:focus()});`;

/**
 * The service worker's notes (issue 35; ADR 0028), inline on every page with the app's layout
 * after SUBMIT_GUARD (a page the worker looks after may be a guest's, after a logout): shows them
 * in the page's `#offline-note` ("Not sent yet…", "You are offline: nothing was sent…") and gives
 * the form back (`release`): the worker answers a form it could not send with 204, so the page
 * and what was typed stay. Reloads the page when a form kept offline was sent (its notice then
 * shows, from the flash cookie) or when the fresh page of a copy served on a stalled link has
 * arrived (the worker serves it to that reload), and asks the worker to send what it keeps when the link returns.
 */
export const OFFLINE_NOTES = `var w=navigator.serviceWorker;if(w){w.addEventListener('message',function(e){var m=e.data||{};if(m.vp=='sent'||m.vp=='fresh'){location.reload();return}if(m.vp!='note')return;var n=d.getElementById('offline-note');if(n){n.textContent=m.text;n.hidden=false;n.focus()}release()});addEventListener('online',function(){if(w.controller)w.controller.postMessage('vp-replay')})}`;

/**
 * Signed-in pages only: register /sw.js on a later visit (a page reached from another of the
 * portal's pages: `document.referrer` is the portal's; issue 52 §3), once the load event has
 * finished and the page is idle (requestIdleCallback where there is one), and only while no
 * worker looks after the page yet: a first visit (a bookmark, a link from an SMS, Lighthouse) is
 * never slowed by the worker's install, and a controlled page does not ask again.
 */
export const REGISTER_WORKER = `if(w&&!w.controller&&d.referrer.indexOf(location.origin+'/')==0)addEventListener('load',function(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(function(){w.register('/sw.js').catch(function(){})})})});`;

/**
 * The inline script of every page but a bare one (ADR 0020), in `<head>` before the stylesheet
 * (issue 52 §2: below it, the script held the parser until the stylesheet loaded and ran only
 * then, which put a page's load 115–165 ms after the same page without JavaScript on the slow
 * link; before it, it runs while the stylesheet is on its way): AUTOSUBMIT, SUBMIT_GUARD,
 * NOTICE_FOCUS, OFFLINE_NOTES and, on signed-in pages (`worker`), REGISTER_WORKER, in one
 * function scope (issue 45 §2): nothing is put on `window`. The pieces are fragments of this one
 * function, whose `d` is the document (OFFLINE_NOTES calls SUBMIT_GUARD's `release`; REGISTER_WORKER
 * uses OFFLINE_NOTES's `w`).
 * @returns the script's source, to be inlined with the page's nonce
 */
export function pageScript(worker: boolean): string {
  return `(function(d){${AUTOSUBMIT}${SUBMIT_GUARD}${NOTICE_FOCUS}${OFFLINE_NOTES}${worker ? REGISTER_WORKER : ''}})(document);`;
}
