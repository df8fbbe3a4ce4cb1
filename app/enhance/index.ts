/**
 * The pages' one script (issue 23; ADR 0020): the enhancements a page gets when its route asks
 * for them (`handle.enhance`), without React in the browser. Built apart by
 * scripts/build-enhance.mjs into public/enhance/enhance-<hash>.js (cached for a year) and
 * loaded with `defer`, so it runs once the document is parsed and never delays it. The live
 * trip view's script is built apart and inlined in its page (live-trip-entry.ts).
 */
import { installAddressSuggestions } from '~/enhance/address';
import { installFormChecks } from '~/enhance/form-check';
import { installOtp } from '~/enhance/otp';
import { installToasts } from '~/enhance/toast';
import { installWidgets } from '~/enhance/widgets';
import { installEach, isSupported } from '~/enhance/dom';

// Cut the mustard (issue 33 §4): a browser without what they need keeps the working page as is.
if (isSupported()) {
  // Each alone: one that throws leaves the others working.
  installEach(document, {
    'form checks': installFormChecks,
    widgets: installWidgets,
    'address suggestions': installAddressSuggestions,
    'OTP countdown': installOtp,
    notices: installToasts,
  });
}
// The load watch (root.tsx) shows its "reload" banner if this never runs.
document.documentElement.setAttribute('data-vp-enhanced', '');
