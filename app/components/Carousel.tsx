/**
 * The auth pages' marketing carousel (spec section 1): 'Manage your assets' / 'Earn from your
 * Vehicles', advancing every 8000 ms. It does not move when the user prefers reduced motion,
 * and without JavaScript the slides are simply listed.
 */
import { CAROUSEL_AUTOPLAY_MS } from '~/domain/constants';
import * as css from '~/components/Carousel.css';

export const SLIDES = [
  { title: 'Manage your assets', text: 'Add your vehicles and drivers, keep their documents in order, and see where every bus is.' },
  { title: 'Earn from your Vehicles', text: 'Your vehicles run trips on the marketplace; your earnings are paid to your bank account.' },
];

/** The slides, listed; on a page with the enhancement script one shows at a time, with dots (app/enhance/widgets.ts). */
export function Carousel() {
  return (
    <section className={css.root} data-carousel data-interval={CAROUSEL_AUTOPLAY_MS} aria-roledescription="carousel" aria-label="About Vehicle Partner">
      <ul className={css.list} aria-live="off">
        {SLIDES.map((s, i) => (
          <li key={s.title} className={css.slide} aria-roledescription="slide" aria-label={`${i + 1} of ${SLIDES.length}`} data-slide>
            <h2 className={css.heading}>{s.title}</h2>
            <p className={css.text}>{s.text}</p>
          </li>
        ))}
      </ul>
      <div className={css.dots} data-dots hidden>
        {SLIDES.map((s, i) => (
          <button key={s.title} type="button" className={css.dot} aria-label={`Show slide ${i + 1}: ${s.title}`} aria-current={i === 0} data-dot />
        ))}
      </div>
    </section>
  );
}
