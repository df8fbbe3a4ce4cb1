/**
 * Every form that writes is a `PostForm` (issue 40 §1): Remix's `<Form method="post">` with the
 * form's one-time key as its first field, issued by the server for this person and partner. The
 * key makes a resend of the same form write once (issue 33 §1), and a form the server did not
 * issue for this session's person and partner writes nothing (the one door, ADR 0031). A lint
 * rule and a test keep every POST form a PostForm.
 */
import { Form, useFormAction, type FormProps } from '@remix-run/react';
import { forwardRef } from 'react';
import { FORM_KEY_FIELD } from '~contract/forms';
import { useFormKeyIssuer } from '~/lib/form-key';

/** The form's one-time key, as a hidden field, good for the form posted to `action` only (issue 54 §4). */
export function FormKey({ action }: { action?: string }) {
  const issue = useFormKeyIssuer();
  // The path the form is posted to, as Remix resolves it (the route's own, `?index` aside).
  const resolved = useFormAction(action);
  return <input type="hidden" name={FORM_KEY_FIELD} value={issue(resolved)} />;
}

export const PostForm = forwardRef<HTMLFormElement, Omit<FormProps, 'method'>>(function PostForm({ children, ...props }, ref) {
  return (
    <Form method="post" ref={ref} {...props}>
      <FormKey action={props.action} />
      {children}
    </Form>
  );
});
