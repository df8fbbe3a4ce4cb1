/**
 * Business constants and limits of the product (spec section 9). One place for every number
 * the spec fixes; import from here rather than repeating a literal.
 */

/** Minimum password length, in characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** One-time codes have this many digits. */
export const OTP_LENGTH = 4;
/** Seconds before a new one-time code may be requested. */
export const OTP_RESEND_SECONDS = 120;
/**
 * Largest accepted upload (bytes) and the types accepted: the API's own limits (contract). A
 * relative path: styles (Carousel.css.ts) load this module through vanilla-extract, whose loader
 * resolves `~/` only.
 */
export { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '../../contract/constants';
/** What upload fields say before a file is picked. */
export const UPLOAD_HINT = 'An image (JPEG, PNG or WebP) or a PDF, less than 5 MB.';
/** Minimum length of a KYC document id (NIN or BVN). */
export const DOCUMENT_ID_MIN_LENGTH = 11;
/** Address suggestions start after this many characters… */
export const ADDRESS_SUGGEST_MIN_CHARS = 3;
/** …and wait this long after the last keystroke, in ms. */
export const ADDRESS_SUGGEST_DEBOUNCE_MS = 500;
/** Members list page size (spec section 9). */
export const MEMBERS_PAGE_SIZE = 10;
/** Rows per page of every other list (drivers, vehicles, trips, routes, earnings, payouts, costs, a record's trips): the members' size, so every list pages alike. */
export const LIST_PAGE_SIZE = MEMBERS_PAGE_SIZE;
/**
 * Rows per page of the earnings page's By vehicle and By driver tables (issue 52 §5): a fleet of
 * 2,000 buses sent them whole, 3 MB of HTML to a phone. A demo-sized fleet fits on one page.
 */
export const BREAKDOWN_PAGE_SIZE = 100;
/** How many free vehicles or drivers an assignment picker lists at once; a search finds the others. */
export const PICKER_SIZE = 50;
/** Size of the city list request. */
export const CITY_LIST_LIMIT = 1000;
/** At most this many upstream calls in flight for one request's fan-out (one call per city, …). */
export const FAN_OUT_CONCURRENCY = 4;
/** The largest upstream API answer the portal reads, in bytes (issue 68 §5): 10 MB; UPSTREAM_MAX_BODY_BYTES sets another. */
export const UPSTREAM_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Timeout of every upstream API call, in ms. */
export const API_TIMEOUT_MS = 60_000;
/** A script chunk or stylesheet that has not loaded after this long raises a load error, in ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Currency and locale of money. */
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
/** Dates are shown day first in this layout (app/lib/format.ts). */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** Dashboard periods, in the order the filter shows them (the API reads the same list). */
export { DASHBOARD_PERIODS, type DashboardPeriod } from '../../contract/constants';
/** Marketing carousel autoplay interval, in ms. */
export const CAROUSEL_AUTOPLAY_MS = 8000;
/** Profile checklist totals. */
export const CHECKLIST_TOTAL = { individual: 5, business: 6 } as const;
/** Ratings are shown out of this many points. */
export const RATING_SCALE = 10;
/** The header cuts the company name at this many characters, then adds an ellipsis. */
export const COMPANY_NAME_MAX_CHARS = 15;
/** Default phone country. */
export const DEFAULT_COUNTRY = { code: 'NG', dialCode: '+234', name: 'Nigeria' } as const;
/** App tag and user type sent with forgot-password and reset-password calls. */
export const PASSWORD_APP_TAG = 'partners-portal';
export const PASSWORD_USER_TYPE = 'user';
/** The five business types. */
export const BUSINESS_TYPES = ['Business Name', 'Company', 'Incorporated Trustee', 'Limited Partnership', 'Limited Liability Partnership'] as const;
/** Analytics channel name. */
export const ANALYTICS_CHANNEL = 'Partners Portal';
/** Product name used in titles. */
export const PRODUCT_TITLE = 'Vehicle Partner';
/** The generic fallback error message (spec section 8). */
export const FALLBACK_ERROR = 'Oops! An error occurred, please try again.';
