/**
 * A form's errors, first in the form (issue 33 §3; GOV.UK's error summary as the model): with
 * field errors, a box "There is a problem" listing each as a link to its field (ids
 * `${formId}-${name}`, Conform's), and the form's own message; with only the form's message, that
 * message. Rendered by the server, so without JavaScript it is the first thing after the heading;
 * with it, the page's script moves focus to it (`data-vp-error-summary`, app/enhance/form-check.ts).
 */
import { useT } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';

export function FormErrors({ errors, id, fields, formId }: { errors?: string[]; id: string; fields?: Record<string, string[] | undefined>; formId?: string }) {
  const t = useT();
  const say = useMessageWords();
  const fieldErrors = Object.entries(fields ?? {}).filter(([name, list]) => name && name !== formId && list?.length) as [string, string[]][];
  if (!fieldErrors.length)
    return errors?.length ? (
      <p id={id} role="alert" className={ui.formError}>
        {say(errors[0]!)}
      </p>
    ) : null;
  return (
    <div id={id} className={ui.errorSummary} role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} data-vp-error-summary>
      <h2 id={`${id}-title`} className={ui.errorSummaryTitle}>
        {t('form.problem')}
      </h2>
      <ul className={ui.errorSummaryList}>
        {errors?.length ? <li>{say(errors[0]!)}</li> : null}
        {fieldErrors.map(([name, list]) => (
          <li key={name}>
            <a href={`#${formId ? `${formId}-` : ''}${name}`}>{say(list[0]!)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
