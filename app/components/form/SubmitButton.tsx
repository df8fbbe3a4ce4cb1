/**
 * A submit button that reads `pendingText` ('Loading', 'Processing...') while its form is
 * being submitted, and is disabled then. `intent` names the action when a route has several.
 * `blocked` (the form is invalid) greys it out and marks it aria-disabled, but a press still
 * submits to the form's validation, which shows every field's message.
 */
import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';

export function SubmitButton({
  children,
  pendingText,
  intent,
  variant = 'primary',
  full = true,
  blocked = false,
}: {
  children: ReactNode;
  pendingText: string;
  intent?: string;
  variant?: keyof typeof ui.button;
  full?: boolean;
  blocked?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      className={`${ui.button[variant]} ${full ? ui.fullWidth : ''}`}
      disabled={busy}
      aria-disabled={busy || blocked || undefined}
    >
      {busy ? pendingText : children}
    </button>
  );
}
