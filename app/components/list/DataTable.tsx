/**
 * A server-rendered list table (issues 10–12): a caption for screen readers, column headers,
 * and on a phone each row becomes a card whose cells say their column's name. Cells never wrap
 * mid-token where `nowrap` is set (plates, amounts, dates).
 */
import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/list/list.css';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
  nowrap?: boolean;
  /** The label in phone cards, when the header is not plain text. */
  label?: string;
  /** The list is sorted by this column (its header is then a link to another order). */
  sorted?: 'ascending' | 'descending';
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  footer,
  wide = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  testId?: string;
  footer?: ReactNode;
  /** More columns than a desktop shows at once: the scroll area is focusable. */
  wide?: boolean;
}) {
  return (
    // A table wider than the page scrolls sideways on its own: a named region a keyboard can reach and scroll (WCAG 2.1.1).
    <div className={css.scroll} {...(wide ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <table className={css.table}>
        <caption className={ui.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${css.th} ${c.numeric ? css.numeric : ''}`} aria-sort={c.sorted}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((c) => (
                <td key={c.key} className={`${css.td} ${c.numeric ? css.numeric : ''} ${c.nowrap ? css.nowrap : ''}`} data-label={c.label ?? (typeof c.header === 'string' ? c.header : c.key)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
