import * as ui from '~/styles/ui.css';

/** The form-level error (e.g. the server's message), announced to screen readers. */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? (
    <p id={id} role="alert" className={ui.formError}>
      {errors[0]}
    </p>
  ) : null;
}
