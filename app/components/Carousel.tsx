/**
 * The auth pages' marketing carousel (spec section 1): 'Manage your assets' / 'Earn from your
 * Vehicles', advancing every 8000 ms. It is CSS alone (Carousel.css.ts): the same with and
 * without JavaScript, so nothing on the page moves when a script runs (issue 23: layout shift
 * 0). It pauses while pointed at or focused, and under reduced motion both slides are listed.
 */
import { CAROUSEL_SLIDES } from '~/components/carousel-slides';
import * as css from '~/components/Carousel.css';

export function Carousel() {
  return (
    <section className={css.root} aria-roledescription="carousel" aria-label="About Vehicle Partner">
      <ul className={css.list} aria-live="off">
        {CAROUSEL_SLIDES.map((s, i) => (
          <li key={s.title} className={`${css.slide} ${css.slideAt[i]}`} aria-roledescription="slide" aria-label={`${i + 1} of ${CAROUSEL_SLIDES.length}`}>
            <h2 className={css.heading}>{s.title}</h2>
            <p className={css.text}>{s.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
