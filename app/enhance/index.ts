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

installFormChecks(document);
installWidgets(document);
installAddressSuggestions(document);
installOtp(document);
installToasts(document);
// The load watch (root.tsx) shows its "reload" banner if this never runs.
(window as unknown as { __vpEnhanced?: boolean }).__vpEnhanced = true;
