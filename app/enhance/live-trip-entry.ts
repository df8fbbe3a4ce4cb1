/**
 * The live trip view's own script (ADR 0020), inlined in an active trip's page: the one page
 * whose script is its purpose gets it with the HTML, without a second round trip for a file.
 */
import { installLiveTrip } from '~/enhance/live-trip';

installLiveTrip(document);
