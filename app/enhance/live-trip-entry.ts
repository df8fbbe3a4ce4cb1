/**
 * The live trip view's own script (ADR 0020), carried in an active trip's page: the one page
 * whose script is its purpose gets it with the HTML, without a second round trip for a file.
 * It runs after the load event (LIVE_TRIP_STARTER in app/components/trips/LiveTrip.tsx runs it
 * then): the server's snapshot is what the page shows first, so on a slow phone nothing is
 * compiled or run before the page is whole (issue 23 §1).
 */
import { installLiveTrip } from '~/enhance/live-trip';

if (document.readyState === 'complete') installLiveTrip(document);
else window.addEventListener('load', () => installLiveTrip(document), { once: true });
