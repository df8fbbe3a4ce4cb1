/**
 * The auth pages' carousel slides (spec section 1), read by the component and its styles: each a
 * key of the `auth` catalogue's `slides` (its title and text, in the reader's language).
 */
export const CAROUSEL_SLIDES = ['assets', 'earn'] as const;

/** Each slide's title and text, as whole catalogue keys (issue 70 §2: no key is built at run time). */
export const SLIDE_WORDS: Record<(typeof CAROUSEL_SLIDES)[number], { title: string; text: string }> = {
  assets: { title: 'slides.assets.title', text: 'slides.assets.text' },
  earn: { title: 'slides.earn.title', text: 'slides.earn.text' },
};
