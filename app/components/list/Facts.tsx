/** A record's facts as a definition list, two columns from a tablet up. */
import type { ReactNode } from 'react';
import * as css from '~/components/list/list.css';

export function Facts({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
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
