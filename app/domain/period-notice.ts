/**
 * What a list or a period shown instead of the one asked says (issue 51: every sentence in the
 * reader's language): a sentence of the page's catalogue and its values, worded where it shows.
 * `month` is a 'YYYY-MM', `from` and `to` dates (YYYY-MM-DD), `asked` what the address said,
 * `days` a count. Pure.
 */
import { dayFirst } from '~contract/lagos-time';
import { monthLabel } from '~/domain/earnings';

export type PeriodNotice = { text: string; values: { asked?: string; month?: string; from?: string; to?: string; days?: string } };

/** A notice in the reader's words: its sentence through `say`, its month named in `locale`, its dates day first. */
export function periodNoticeWords({ text, values }: PeriodNotice, say: (sentence: string, values?: Record<string, string>) => string, locale: string): string {
  const { month, from, to, ...rest } = values;
  return say(text, { ...rest, ...(month ? { month: monthLabel(month, locale) } : {}), ...(from ? { from: dayFirst(from) } : {}), ...(to ? { to: dayFirst(to) } : {}) });
}
