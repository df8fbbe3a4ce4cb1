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
 * Lists' filters submit themselves when a choice changes: a `<select data-autosubmit>` submits
 * its GET form as a document. Inline in every page (about 250 bytes), with the page's nonce, so
 * lists need no script file.
 */
export const AUTOSUBMIT = `document.addEventListener('change',function(e){var t=e.target;if(t&&t.matches&&t.matches('select[data-autosubmit]')&&t.form){if(t.form.requestSubmit)t.form.requestSubmit();else t.form.submit()}});`;
