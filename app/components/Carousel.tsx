/**
 * The auth pages' marketing carousel (spec section 1): 'Manage your assets' / 'Earn from your
 * Vehicles' (in the reader's language), advancing every 8000 ms. It is CSS alone (Carousel.css.ts): the same with and
 * without JavaScript, so nothing on the page moves when a script runs (issue 23: layout shift
 * 0). It pauses while pointed at or focused, and under reduced motion both slides are listed.
 */
import { useT } from '~/components/useWords';
import { CAROUSEL_SLIDES, SLIDE_WORDS } from '~/components/carousel-slides';
import * as css from '~/components/Carousel.css';

export function Carousel() {
  const t = useT('auth');
  return (
    <section className={css.root} aria-roledescription={t('slides.carousel')} aria-label={t('slides.label')}>
      <ul className={css.list} aria-live="off">
        {CAROUSEL_SLIDES.map((key, i) => (
          <li
            key={key}
            className={`${css.slide} ${css.slideAt[i]}`}
            aria-roledescription={t('slides.slide')}
            aria-label={t('slides.slideOf', { n: String(i + 1), total: String(CAROUSEL_SLIDES.length) })}
          >
            <h2 className={css.heading}>{t(SLIDE_WORDS[key].title)}</h2>
            <p className={css.text}>{t(SLIDE_WORDS[key].text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
