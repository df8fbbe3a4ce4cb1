/**
 * The auth pages' carousel slides (spec section 1), read by the component and its styles: each a
 * key of the `auth` catalogue's `slides` (its title and text, in the reader's language).
 */
export const CAROUSEL_SLIDES = ['assets', 'earn'] as const;
