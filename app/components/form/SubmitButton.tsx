/**
 * A submit button that reads `pendingText` ('Loading', 'Processing...') while its form is
 * being submitted, and is disabled then (the inline SUBMIT_GUARD, app/lib/enhance.ts). `intent` names the action
 * when a route has several. Its form is a PostForm, which carries the form's key. `block`: while the form is invalid the page's checks grey it out
 * and mark it aria-disabled, but a press still submits to the checks, which show every field's
 * message (spec section 5; issue 15).
 */
import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';

export function SubmitButton({
  children,
  pendingText,
  intent,
  variant = 'primary',
  full = true,
  block = false,
  skipChecks = false,
}: {
  children: ReactNode;
  pendingText: string;
  intent?: string;
  variant?: keyof typeof ui.button;
  full?: boolean;
  block?: boolean;
  /** Send the form without its checks (`formnovalidate`): an action that needs none of the fields typed. */
  skipChecks?: boolean;
}) {
  return (
    <>
      <button
        type="submit"
        name={intent ? 'intent' : undefined}
        value={intent}
        className={`${ui.button[variant]} ${full ? ui.fullWidth : ''}`}
        data-vp-pending={pendingText}
        data-vp-block={block || undefined}
        formNoValidate={skipChecks || undefined}
      >
        {children}
      </button>
    </>
  );
}
