import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';

/** An honest empty state: what the page is for and what is (not yet) here. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${ui.card} ${ui.emptyState}`}>
      <h2>{title}</h2>
      <div className={ui.muted}>{children}</div>
    </section>
  );
}
