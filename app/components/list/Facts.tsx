/** A record's facts as a definition list, two columns from a tablet up. */
import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/list/list.css';

/** One fact: its label, its value, and a test id for the value when a journey reads it. */
export type Fact = { label: string; value: ReactNode; testId?: string };

export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={css.facts}>
      {items.map((i) => (
        <div key={i.label} className={css.fact}>
          <dt className={css.factLabel}>{i.label}</dt>
          <dd className={css.factValue} data-testid={i.testId}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card of facts with its title (a record's "Information", a driver's "Contact and licence"). */
export function FactsCard({ id, title, items }: { id: string; title: string; items: Fact[] }) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <h2 id={id} className={ui.cardTitle}>
        {title}
      </h2>
      <Facts items={items} />
    </section>
  );
}
